// HZERO's `_token`: an opaque per-record value the client sends back with updates. The mock
// derives it from the entity kind and id, so seed data and answers agree without any state.
import { createHash } from 'node:crypto';

/** Stable stand-in for HZERO's `_token`: opaque to clients, same value for the same entity. */
export function entityToken(kind: string, id: number | string): string {
  return createHash('sha256').update(`polaris-mock:${kind}:${id}`).digest('base64url').slice(0, 32);
}
