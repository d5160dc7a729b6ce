/**
 * The one pattern for server data in pages: @tanstack/react-query on top of the request client.
 * The client still does what it did for every call (errors mapped and told to the user once,
 * identical GETs within a second shared, 401 ends the session); react-query adds what pages
 * need: loading and failure state, a cache shared by the pages of one app, refetch on mount and
 * after a change.
 *
 * Defaults, and why:
 * - no automatic retry: the request layer has already told the user; trying again is their call
 *   (every failure shows Retry in place), and a retry storm against a failing gateway helps no one;
 * - no refetch on window focus or reconnect: what a page asks for, and when, stays predictable
 *   (a page asks again when it is opened, refreshed, or something it shows was changed);
 * - data is stale at once, so opening a page again asks afresh while the last answer shows.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
