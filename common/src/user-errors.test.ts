import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode, invalid } from './errors.js';
import { payload, unwrapPayload, userErrorOf } from './user-errors.js';

describe('user errors', () => {
  it('answers expected failures as data and REST turns them back into the same error', async () => {
    const answer = await payload('subscription', async () => {
      throw invalid('`plan_id` x is not a plan of y.', { param: 'plan_id' });
    });
    expect(answer).toEqual({ subscription: null, userErrors: [{ code: 'invalid_request', message: '`plan_id` x is not a plan of y.', field: 'planId' }] });
    const thrown = (() => {
      try {
        unwrapPayload(answer.userErrors, answer.subscription);
      } catch (err) {
        return err as AppError;
      }
    })()!;
    expect(thrown).toBeInstanceOf(AppError);
    expect([thrown.code, thrown.message, thrown.fields]).toEqual([ErrorCode.InvalidRequest, '`plan_id` x is not a plan of y.', { param: 'plan_id' }]);
  });

  it('answers the result with no user errors, and leaves other failures as errors', async () => {
    expect(await payload('alert', async () => ({ id: 'a' }))).toEqual({ alert: { id: 'a' }, userErrors: [] });
    expect(unwrapPayload([], { id: 'a' })).toEqual({ id: 'a' });
    expect(userErrorOf(new AppError(ErrorCode.Conflict, 'taken', { param: 'api_id' }))).toEqual({ code: 'conflict', message: 'taken', field: 'apiId' });
    expect(userErrorOf(new AppError(ErrorCode.InsufficientScope, 'no'))).toBeUndefined();
    await expect(payload('alert', async () => Promise.reject(new AppError(ErrorCode.RateLimited, 'slow down')))).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  });
});
