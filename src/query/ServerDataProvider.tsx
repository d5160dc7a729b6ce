/**
 * Gives a tree its own react-query client, created when the tree mounts and emptied when it
 * unmounts: a sub-app's cache lives exactly as long as its mount (a second mount starts empty),
 * and nothing of a closed app stays reachable from a module.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

export function ServerDataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
