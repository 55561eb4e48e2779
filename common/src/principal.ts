/** Who is calling: resolved once at the edge, carried to every subgraph. */
export interface Principal {
  accountId: string;
  keyId: string;
  scopes: string[];
  tier: string;
  /**
   * `api_key` (default), `oauth` (an access token issued to a third-party client) or `session` (the
   * account owner signed in to the console, on `/graphql` only).
   */
  kind?: 'api_key' | 'oauth' | 'session';
  /** When the credential stops working (OAuth access tokens), ISO 8601. */
  expiresAt?: string | null;
  /** The OAuth client a token was issued to. */
  clientId?: string | null;
  /**
   * The stores of the account a key may reach, by name; absent or empty: every store. Any other store
   * answers as if it did not exist.
   */
  stores?: string[];
}

/** Whether the principal may reach the account's store `name` (a key limited to some stores). */
export function reachesStore(principal: Pick<Principal, 'stores'>, name: string): boolean {
  return !principal.stores?.length || principal.stores.includes(name);
}

/** The context every resolver receives, in process or across HTTP. */
export interface GraphContext {
  requestId: string;
  principal?: Principal;
  /** The engine chosen with `X-Service-Model`. */
  model: string;
}

export const DEFAULT_MODEL = 'tablet-1';

/** Headers the edge sends to a remote subgraph (and the only caller a subgraph accepts). */
export const INTERNAL_HEADERS = {
  token: 'x-internal-token',
  principal: 'x-principal',
  model: 'x-service-model',
  requestId: 'x-request-id',
} as const;

export function encodePrincipal(principal: Principal | undefined): string {
  return Buffer.from(JSON.stringify(principal ?? null)).toString('base64url');
}

export function decodePrincipal(header: unknown): Principal | undefined {
  if (typeof header !== 'string' || !header) return undefined;
  return (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Principal | null) ?? undefined;
}

/**
 * Scopes a key or token may carry: the marketplace spec's table plus the memory service's two
 * (`memory:read`: search, recall, history, list, get, stats, speakers/list, bulk status;
 * `memory:write`: every memory write, `forget` included). Exact names, no wildcards.
 */
export const SCOPES = [
  'marketplace:read',
  'marketplace:write',
  'subscriptions:read',
  'subscriptions:write',
  'usage:read',
  'webhooks:read',
  'webhooks:write',
  'billing:read',
  'memory:read',
  'memory:write',
] as const;
export type Scope = (typeof SCOPES)[number];
/**
 * A key created without scopes: `marketplace:read` (marketplace spec) and memory access (the memory
 * spec gives every key its endpoints). An explicit list is kept exactly; OAuth tokens get what was granted.
 */
export const DEFAULT_KEY_SCOPES: Scope[] = ['marketplace:read', 'memory:read', 'memory:write'];
