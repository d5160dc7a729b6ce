/** @jest-environment jsdom */
import {
  focusManager,
  onlineManager,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let client: QueryClient;
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  client = createQueryClient();
  client.mount(); // as QueryClientProvider does: it listens for focus and the network
});

afterEach(() => {
  unsubscribe();
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

/** A page showing the query (an observer, as useQuery is), settled on its first answer. */
async function shown(queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: ['list'], queryFn });
  const settled = new Promise<void>((resolve) => {
    unsubscribe = observer.subscribe((result) => {
      if (result.status !== 'pending' && !result.isFetching) resolve();
    });
  });
  await settled;
  return observer;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the server-data client', () => {
  it('does not ask again by itself when a call fails: the user retries', async () => {
    const queryFn = jest.fn().mockRejectedValue(new Error('gateway down'));
    const observer = await shown(queryFn);
    expect(observer.getCurrentResult().status).toBe('error');
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it.each<[string, () => void, () => void]>([
    [
      'the window gets the focus back',
      () => focusManager.setFocused(false),
      () => focusManager.setFocused(true),
    ],
    [
      'the network comes back',
      () => onlineManager.setOnline(false),
      () => onlineManager.setOnline(true),
    ],
  ])('does not ask again when %s', async (_event, away, back) => {
    const queryFn = jest.fn().mockResolvedValue('rows');
    await shown(queryFn);
    away();
    back();
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks afresh when a page showing the list opens again, the last answer showing meanwhile', async () => {
    const queryFn = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await shown(queryFn);
    unsubscribe();
    const reopened = new QueryObserver(client, { queryKey: ['list'], queryFn });
    const seen: Array<string | undefined> = [];
    await new Promise<void>((resolve) => {
      unsubscribe = reopened.subscribe((result) => {
        seen.push(result.data as string | undefined);
        if (result.data === 'second') resolve();
      });
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(seen[0]).toBe('first');
  });
});
