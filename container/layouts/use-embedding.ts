/**
 * The embedding flags in force: the shell's option object over the address query over what a
 * query set earlier in this browser session (see @polaris/core/routing/embedding).
 */
import {
  parseEmbeddingQuery,
  rememberFlags,
  resolveEmbedding,
  type EmbeddingFlags,
  type ShellOptions,
} from './embedding';
import { browserSessionStorage } from '../tabs/persistence';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export function useEmbedding(given?: ShellOptions): EmbeddingFlags {
  const { search } = useLocation();
  const query = useMemo(() => parseEmbeddingQuery(search), [search]);
  const [remembered, setRemembered] = useState(() => rememberFlags(browserSessionStorage(), query));
  // The first query is remembered above; later ones when the address changes.
  const handled = useRef(query);
  useEffect(() => {
    if (query === handled.current) return;
    handled.current = query;
    if (Object.keys(query).length > 0) setRemembered(rememberFlags(browserSessionStorage(), query));
  }, [query]);
  return resolveEmbedding({ given, query, remembered });
}
