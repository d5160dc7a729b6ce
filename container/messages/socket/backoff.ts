/**
 * How long the message socket waits before its next try (pure): exponential growth from
 * `baseMs` by `factor` per failed try, capped at `maxMs`, with the top `jitter` share of each
 * wait drawn at random, so a gateway restart is not met by every browser at the same instant.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  factor: number;
  /** 0: always the full wait; 1: anywhere from 0 to the full wait. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 500,
  maxMs: 30_000,
  factor: 2,
  jitter: 0.5,
};

/** The wait before try `attempt` (0 for the first retry); `random` gives a number in [0, 1). */
export function reconnectDelay(
  attempt: number,
  random: () => number,
  { baseMs, maxMs, factor, jitter }: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const tries = Math.max(0, Math.floor(attempt));
  const ceiling = Math.min(maxMs, baseMs * factor ** tries);
  const spread = ceiling * Math.min(1, Math.max(0, jitter));
  const draw = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling - spread + draw * spread);
}
