/**
 * Sequential round trips: the longest chain of requests in which each one starts only after the
 * previous one has finished. Requests issued together count once; a request issued after another
 * one's answer (a waterfall) adds a round trip.
 */

export interface TimedRequest {
  path: string;
  /** ms since navigation start */
  start: number;
  /** ms since navigation start: the last byte of the answer */
  end: number;
}

/** Browser timings are coarsened a little; a gap under this is read as "at the same time". */
const EPSILON_MS = 0.05;

export const API_PREFIXES = ['/iam', '/hpfm', '/oauth', '/hmsg', '/hfle', '/hmnt', '/hwfl'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The longest chain ending with `target` (inclusive), earliest request first. Only requests that
 * started before `target` can be part of it.
 */
export function longestChainTo(requests: TimedRequest[], target: TimedRequest): TimedRequest[] {
  const candidates = requests
    .filter((request) => request === target || request.start < target.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const best = new Map<TimedRequest, TimedRequest[]>();
  for (const request of candidates) {
    let longest: TimedRequest[] = [];
    for (const [previous, chain] of best) {
      if (previous.end <= request.start + EPSILON_MS && chain.length > longest.length) {
        longest = chain;
      }
    }
    best.set(request, [...longest, request]);
  }
  return best.get(target) ?? [target];
}
