import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../../common/src/errors.js';

/** Limits on a request body, in bytes, checked before it is parsed. */
export const BODY_LIMITS = {
  /** Requests without a valid key: enough for a login form or a token exchange, nothing more. */
  anonymous: 64 * 1024,
  /** Every other request with a valid key. */
  default: 1024 * 1024,
  /** Where the specs allow a large body: a 2,000,000-character bulk import (up to 3 bytes a character in UTF-8, plus the envelope). */
  large: 8 * 1024 * 1024,
} as const;

/** Paths whose bodies may be large (a bulk import or an import of records, over REST or GraphQL). */
const LARGE_BODY_PATHS = new Set(['/api/v1/memory/bulk-store', '/api/v1/memory/import', '/graphql']);

export function bodyLimitFor(req: FastifyRequest): number {
  if (!req.principal) return BODY_LIMITS.anonymous;
  return LARGE_BODY_PATHS.has(req.url.split('?')[0]!) ? BODY_LIMITS.large : BODY_LIMITS.default;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Bytes of body read so far (set as it is read, whether or not `Content-Length` was sent). */
    bodyBytes?: number;
  }
}

const tooLarge = (limit: number) =>
  new AppError(ErrorCode.PayloadTooLarge, `The request body is larger than ${limit} bytes, the limit for this request.`, { limit_bytes: limit });

/**
 * Refuses a body over its request's limit before it is parsed: at once when `Content-Length` says so
 * (nothing is read), otherwise as soon as the stream passes the limit. The server's own `bodyLimit`
 * must be at least the largest of these limits.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('preParsing', async (req, _reply, payload) => {
    const limit = bodyLimitFor(req);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        req.bodyBytes = seen;
        if (seen > limit) done(tooLarge(limit));
        else done(null, chunk);
      },
    });
    payload.on('error', (err) => counted.destroy(err));
    return payload.pipe(counted);
  });
}

/** How long a refused anonymous client has to read its answer once the connection is half-closed. */
export const REFUSED_BODY_GRACE_MS = 2000;

/**
 * A request without a valid key that declared a body over the anonymous limit and was refused
 * (413, 429, 401, ...) is answered with `Connection: close`; once the answer is written the
 * connection is half-closed (the client still reads the answer) and dropped REFUSED_BODY_GRACE_MS
 * later if the client keeps it open. The rest of the body is never read. Node otherwise stops
 * reading such a connection after answering and keeps it open, unread, until its request time-out
 * (73 s measured), and a flood of such bodies holds a socket each for that long; draining it instead
 * pays for every byte. Every endpoint that takes a large body needs a key; an authenticated client's
 * refused body is read to the end.
 */
export function registerAnonymousDrainLimit(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.principal || reply.statusCode < 400) return;
    const declared = Number(req.headers['content-length']);
    if (!Number.isFinite(declared) || declared <= BODY_LIMITS.anonymous) return;
    reply.header('connection', 'close');
    const socket = req.raw.socket;
    reply.raw.once('finish', () => {
      if (req.raw.complete || socket.destroyed) return;
      socket.end();
      setTimeout(() => socket.destroy(), REFUSED_BODY_GRACE_MS).unref();
    });
  });
}
