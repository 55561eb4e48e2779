import { AppError, ErrorCode } from './errors.js';
import type { Principal, Scope } from './principal.js';

/** Anything that carries the resolved caller: a GraphQL context or an edge request. */
export interface HasPrincipal {
  principal?: Principal;
}

export function requirePrincipal(holder: HasPrincipal): Principal {
  if (!holder.principal) throw new AppError(ErrorCode.Unauthenticated, 'A valid API key or access token is required.');
  return holder.principal;
}

/**
 * The caller, when its key or token carries `scope`; otherwise 403 `insufficient_scope` naming it.
 * Exact scopes only: `marketplace:*` grants nothing (spec "Scopes"). One check for both subgraphs
 * and the REST routes table.
 */
export function requireScope(holder: HasPrincipal, scope: Scope): Principal {
  const principal = requirePrincipal(holder);
  if (!principal.scopes.includes(scope)) {
    throw new AppError(ErrorCode.InsufficientScope, `This request needs the scope ${scope}.`, { required_scope: scope });
  }
  return principal;
}

/**
 * The caller, when it is one of the account's own API keys. Account administration (listing its
 * keys) is the owner's: an OAuth token acts for a third-party application and never gets it,
 * whatever scopes it holds.
 */
export function requireOwner(holder: HasPrincipal): Principal {
  const principal = requirePrincipal(holder);
  if (principal.kind === 'oauth') {
    throw new AppError(ErrorCode.Forbidden, "Only the account's own API keys may do this; an OAuth access token cannot.");
  }
  return principal;
}

/**
 * The caller, when it is the account's owner signed in to the console. Creating and revoking keys
 * needs it: an API key could otherwise mint a key with more scopes than its own, and an OAuth token
 * acts for a third party.
 */
export function requireConsoleSession(holder: HasPrincipal): Principal {
  const principal = requirePrincipal(holder);
  if (principal.kind !== 'session') {
    throw new AppError(ErrorCode.Forbidden, 'Only the account owner signed in to the console may do this; API keys and OAuth tokens cannot.');
  }
  return principal;
}
