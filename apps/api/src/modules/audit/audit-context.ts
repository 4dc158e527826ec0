/**
 * The API token a request acts through, for the audit log's entries (docs/decisions/042): every
 * module records its entries with the actor's id alone, and an entry written while a token's
 * request runs, by that token's owner, is marked with it. Kept in the request's asynchronous
 * context, so that no service has to pass it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ApiTokenActor {
  /** The token's owner: only their entries are marked. */
  userId: string;
  tokenId: string;
  tokenName: string;
}

const actingThrough = new AsyncLocalStorage<ApiTokenActor>();

/** Runs `next` (the rest of a request) as done through the token. */
export function runThroughApiToken(actor: ApiTokenActor, next: () => void): void {
  actingThrough.run(actor, next);
}

/** The token an entry of `actorId`'s is done through, if the running request came with one of theirs. */
export function apiTokenOf(actorId: string | null): { viaTokenId: string; viaTokenName: string } | undefined {
  const actor = actingThrough.getStore();
  if (!actor || actorId === null || actor.userId !== actorId) return undefined;
  return { viaTokenId: actor.tokenId, viaTokenName: actor.tokenName };
}
