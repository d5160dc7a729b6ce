/** @jest-environment jsdom */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ServerDataProvider } from './ServerDataProvider';

/** A page of an app: the greeting the server gives, under one key for every mount. */
function Greeting({
  load,
  onClient,
}: {
  load: () => Promise<string>;
  onClient?: (client: QueryClient) => void;
}) {
  const client = useQueryClient();
  onClient?.(client);
  const query = useQuery({ queryKey: ['greeting'], queryFn: load });
  return <p>{query.data ?? 'Loading'}</p>;
}

const app = (load: () => Promise<string>, onClient?: (client: QueryClient) => void) => (
  <ServerDataProvider>
    <Greeting load={load} onClient={onClient} />
  </ServerDataProvider>
);

describe('ServerDataProvider', () => {
  it('gives a second mount of an app an empty cache: it asks the server again', async () => {
    const load = jest.fn().mockResolvedValueOnce('Hello').mockResolvedValueOnce('Hello again');
    const first = render(app(load));
    expect(await screen.findByText('Hello')).toBeTruthy();
    first.unmount();

    render(app(load));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the answers of two apps mounted at once apart, under the same key', async () => {
    render(
      <>
        {app(async () => 'From the platform app')}
        {app(async () => 'From the messages app')}
      </>,
    );
    expect(await screen.findByText('From the platform app')).toBeTruthy();
    expect(await screen.findByText('From the messages app')).toBeTruthy();
  });

  it('empties the cache when the app unmounts: nothing it loaded stays reachable', async () => {
    let client: QueryClient | undefined;
    const mounted = render(
      app(
        async () => 'Hello',
        (given) => (client = given),
      ),
    );
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(client?.getQueryCache().getAll()).toHaveLength(1);

    mounted.unmount();
    expect(client?.getQueryCache().getAll()).toHaveLength(0);
  });
});
