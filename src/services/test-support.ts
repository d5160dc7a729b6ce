/**
 * Helpers for the per-folder service tests: the mocked `request` and the one call it received,
 * with the default method made explicit so the tables can always name it.
 */
import { request } from '../request/client';

export const requestMock = request as unknown as jest.Mock;

export interface RecordedCall {
  url: string;
  options: Record<string, unknown>;
}

export function lastCall(): RecordedCall {
  const calls = requestMock.mock.calls;
  if (calls.length === 0) throw new Error('request was not called');
  const [url, options] = calls[calls.length - 1] as [string, Record<string, unknown>?];
  return { url, options: { method: 'GET', ...options } };
}

/** One row of a service table: what the call sends, and what it gives back for a reply. */
export interface ServiceCase {
  name: string;
  call: () => Promise<unknown>;
  url: string;
  options: Record<string, unknown>;
  reply?: unknown;
  result?: unknown;
}

/** Runs a table: each call must send exactly the URL template and options of its row. */
export function describeServiceTable(title: string, cases: ServiceCase[]): void {
  describe(title, () => {
    beforeEach(() => requestMock.mockReset());

    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      requestMock.mockResolvedValue(c.reply);
      const result = await c.call();
      expect(requestMock).toHaveBeenCalledTimes(1);
      expect(lastCall()).toEqual({ url: c.url, options: c.options });
      if ('result' in c) expect(result).toEqual(c.result);
    });
  });
}
