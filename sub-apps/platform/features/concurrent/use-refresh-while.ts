/**
 * Refreshes a list every `everyMs` while a row it shows is still moving on (a request pending or
 * running): the gateway advances it, the page asks again. The interval is over the request
 * layer's one-second cache of the same GET; it stops with the page.
 */
import type { Page } from '@polaris/core/request/paging';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const REFRESH_MS = 2000;

export function useRefreshWhile<R>(
  key: readonly unknown[],
  moving: (row: R) => boolean,
  everyMs = REFRESH_MS,
): void {
  const client = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      const shown = client.getQueriesData<Page<R>>({ queryKey: key, type: 'active' });
      if (shown.some(([, page]) => page?.content.some(moving))) {
        void client.invalidateQueries({ queryKey: key });
      }
    }, everyMs);
    return () => clearInterval(timer);
  }, [client, key, moving, everyMs]);
}
