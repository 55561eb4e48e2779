import { timingSafeEqual } from 'node:crypto';
import type { Principal } from './principal.js';

/**
 * The marketplace server's internal API, answered to the edge only (the `x-internal-token` header,
 * INTERNAL_TOKEN): credential lookup, and what the edge forwards with the OAuth endpoints it proxies.
 */
export const INTERNAL_AUTHENTICATE_PATH = '/internal/authenticate';

export const FORWARDED_HEADERS = {
  /** The caller's address as the edge saw it (per-address sign-in limits). */
  clientAddress: 'x-edge-client-address',
  /** The edge's own origin, the base of the OAuth metadata when OAUTH_ISSUER is unset. */
  origin: 'x-edge-origin',
  /** `https` when the edge was reached over TLS (the console cookie is then `Secure`). */
  protocol: 'x-edge-protocol',
} as const;

export interface AuthenticateRequest {
  credential: string;
}

export interface AuthenticateResponse {
  principal: Principal | null;
  /**
   * How long the edge may keep the answer: what the marketplace itself may (0 while it could miss
   * a change: its Postgres LISTEN or its Redis relay is down).
   */
  maxAgeMs: number;
}

/** Constant-time comparison of a presented internal token with the configured one. */
export function sameToken(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const x = Buffer.from(presented);
  const y = Buffer.from(expected);
  return x.length === y.length && timingSafeEqual(x, y);
}
