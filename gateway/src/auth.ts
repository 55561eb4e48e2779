import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../common/src/principal.js';

/** Looks a presented API key up; null when unknown or revoked. */
export type Authenticate = (key: string) => Promise<Principal | null>;

export type Credential = { scheme: 'api-key' | 'bearer'; value: string } | undefined;

/** The credential a request presents: `X-API-Key` or `Authorization: Bearer`. */
export function credentialOf(req: FastifyRequest): Credential {
  const apiKey = req.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey) return { scheme: 'api-key', value: apiKey.trim() };
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return { scheme: 'bearer', value: m[1]! };
  }
  return undefined;
}
