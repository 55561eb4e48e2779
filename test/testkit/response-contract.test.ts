import { it, expect } from 'vitest';
import { expectDeclaredResponse } from './response-contract.js';
it('fails the test on an undeclared status or a body its schema refuses', () => {
  expect(() => expectDeclaredResponse('POST', '/api/v1/memory/store', 200, { id: 1 })).toThrow();
  expect(() => expectDeclaredResponse('POST', '/api/v1/memory/store', 418, {})).toThrow();
  expect(() => expectDeclaredResponse('GET', '/v1/marketplace/apis/search?q=x', 200, { object: 'list' })).toThrow();
  expectDeclaredResponse('POST', '/api/v1/memory/store', 200, { id: 'x', status: 'stored' });
});
