/**
 * The request timeline of one start (issue 24's figure): every request of the page's origin with
 * its kind, start and end (ms since navigation), and what it says about the menu: how many
 * sequential API round trips came before it, and which lazy chunks it waited for.
 */
import { isApiPath, longestChainTo, type TimedRequest } from './chain';
import type { ResourceEntry } from './page-marks';
import { round } from './stats';
import { pathOf } from './sub-app';

export type RequestKind = 'api' | 'manifest' | 'script' | 'chunk' | 'style' | 'other';

export interface TimelineEntry {
  path: string;
  kind: RequestKind;
  startMs: number;
  endMs: number;
}

function kindOf(entry: ResourceEntry): RequestKind {
  const { pathname } = new URL(entry.url);
  if (/^(fetch|xmlhttprequest)$/.test(entry.initiatorType) && isApiPath(pathname)) return 'api';
  if (pathname === '/packages/microConfig.json') return 'manifest';
  if (pathname.endsWith('.async.js')) return 'chunk';
  if (pathname.endsWith('.js')) return 'script';
  if (pathname.endsWith('.css')) return 'style';
  return 'other';
}

/** The page origin's requests, earliest first. */
export function timelineOf(entries: ResourceEntry[], origin: string): TimelineEntry[] {
  return entries
    .filter((entry) => entry.url.startsWith(`${origin}/`))
    .map((entry) => ({
      path: pathOf(entry.url),
      kind: kindOf(entry),
      startMs: round(entry.start),
      endMs: round(entry.end),
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

const timed = (entry: TimelineEntry): TimedRequest => ({
  path: entry.path,
  start: entry.startMs,
  end: entry.endMs,
});

/**
 * The longest chain of sequential API calls among those answered before the menu showed: the
 * round trips the menu waited for (each call starting only after another one's answer).
 */
export function apiChainBefore(timeline: TimelineEntry[], menuMs: number): TimedRequest[] {
  const api = timeline.filter((entry) => entry.kind === 'api').map(timed);
  let longest: TimedRequest[] = [];
  for (const request of api.filter((candidate) => candidate.end <= menuMs)) {
    const chain = longestChainTo(api, request);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/** Lazy chunks whose last byte arrived before the menu showed (the page's own scripts aside). */
export function chunksBefore(timeline: TimelineEntry[], menuMs: number): string[] {
  return timeline
    .filter((entry) => entry.kind === 'chunk' && entry.endMs <= menuMs)
    .map((entry) => entry.path);
}
