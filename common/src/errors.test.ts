import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode, formatGraphQLError, invalid, marketplaceErrorBody, memoryErrorBody, normalizeError, notFound, wireCode } from './errors.js';

describe('normalizeError', () => {
  it('keeps an AppError with its typed fields', () => {
    const n = normalizeError(invalid('bad speaker', { speaker: 'Bob' }));
    expect(n).toEqual({ code: ErrorCode.InvalidRequest, status: 400, message: 'bad speaker', fields: { speaker: 'Bob' } });
  });

  it('reads the code of a GraphQL error (as it crosses the gateway) and drops internal extensions', () => {
    const err = new GraphQLError('no store', { extensions: { code: 'NOT_FOUND', user_id: 's', stacktrace: ['x'], serviceName: 'memory' } });
    expect(normalizeError(err)).toEqual({ code: ErrorCode.NotFound, status: 404, message: 'no store', fields: { user_id: 's' } });
    expect(normalizeError({ message: 'Variable "$input" got invalid value', extensions: { code: 'BAD_USER_INPUT' } }).status).toBe(400);
  });

  it('unwraps a resolver error without a code to its original error', () => {
    const original = new AppError(ErrorCode.RateLimited, 'slow down');
    const wrapped = new GraphQLError('wrapped', { originalError: original });
    expect(normalizeError(wrapped).code).toBe(ErrorCode.RateLimited);
  });

  it('maps Fastify client errors and hides everything unexpected', () => {
    expect(normalizeError(Object.assign(new Error('Unexpected token'), { statusCode: 400 })).code).toBe(ErrorCode.InvalidRequest);
    expect(normalizeError(Object.assign(new Error('too large'), { statusCode: 413 })).status).toBe(413);
    const hidden = normalizeError(new Error('connect ECONNREFUSED 10.0.0.1:5432 password=secret'));
    expect(hidden).toMatchObject({ code: ErrorCode.Internal, status: 500 });
    expect(hidden.message).not.toMatch(/ECONNREFUSED|secret/);
    expect(normalizeError(undefined).status).toBe(500);
    expect(normalizeError('a string').status).toBe(500);
  });
});

describe('one vocabulary of codes', () => {
  it('answers the same code on every surface: marketplace and memory REST, GraphQL', () => {
    for (const [err, code, type] of [
      [notFound('no store'), 'not_found', 'not_found_error'],
      [invalid('bad'), 'invalid_parameter', 'invalid_request_error'],
      [new AppError(ErrorCode.Unauthenticated, 'who'), 'authentication_failed', 'authentication_error'],
      [new AppError(ErrorCode.RateLimited, 'slow'), 'rate_limit_exceeded', 'rate_limit_error'],
    ] as const) {
      const n = normalizeError(err);
      expect(marketplaceErrorBody(n, 'r').error.code).toBe(code);
      expect(memoryErrorBody(n, 'r').error).toMatchObject({ code, type });
      expect(formatGraphQLError({ message: err.message }, err.toGraphQL()).extensions).toMatchObject({ code });
    }
  });

  it('reads every code back as the error it names (a subgraph answer crossing the gateway)', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(normalizeError(new GraphQLError('x', { extensions: { code: wireCode(code) } })).code).toBe(code);
    }
    expect(new Set(Object.values(ErrorCode).map(wireCode)).size).toBe(Object.values(ErrorCode).length);
  });
});

describe('envelopes', () => {
  const n = normalizeError(new AppError(ErrorCode.InsufficientScope, 'needs a scope', { required_scope: 'usage:read' }));

  it('memory: {type:"error", error:{type, code, message, request_id, ...fields}}', () => {
    expect(memoryErrorBody(normalizeError(invalid('x', { speaker_limit: 50 })), 'req_1')).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', code: 'invalid_parameter', message: 'x', request_id: 'req_1', speaker_limit: 50 },
    });
  });

  it('marketplace: {error:{code, message, status, request_id}}, the scope error also under type', () => {
    expect(marketplaceErrorBody(n, 'req_2')).toEqual({
      error: { code: 'insufficient_scope', type: 'insufficient_scope', message: 'needs a scope', status: 403, request_id: 'req_2', required_scope: 'usage:read' },
    });
  });
});
