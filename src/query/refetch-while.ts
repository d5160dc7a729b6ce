/**
 * Asking a query again while what it answered is still moving on (a request pending, an
 * initialisation running): react-query's `refetchInterval` as a rule. The interval must be over the
 * request layer's one-second cache of the same GET, or the asking again would read the cache; it
 * stops by itself once the answer has settled, and with the query's component.
 */

/** The default interval: twice the request layer's cache of the same GET. */
export const REFRESH_MS = 2000;

/** The request layer answers the same GET from its cache within this time. */
export const REQUEST_CACHE_MS = 1000;

/** The part of a react-query query `refetchInterval` reads. */
export interface QueryWithData<D> {
  state: { data: D | undefined };
}

/**
 * A `refetchInterval`: `everyMs` while the data shown is `moving`, else none (and none before
 * the first answer). An interval of the cache's second or less is a mistake and throws.
 */
export function refetchWhile<D>(moving: (data: D) => boolean, everyMs: number = REFRESH_MS) {
  if (!(everyMs > REQUEST_CACHE_MS)) {
    throw new Error(`refetchWhile: ${everyMs} ms is within the request cache's second`);
  }
  return (query: QueryWithData<D>): number | false =>
    query.state.data !== undefined && moving(query.state.data) ? everyMs : false;
}
