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
} from '@polaris/core/routing/embedding';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the flags hold for this page only
  }
}

export function useEmbedding(given?: ShellOptions): EmbeddingFlags {
  const { search } = useLocation();
  const query = useMemo(() => parseEmbeddingQuery(search), [search]);
  const [remembered, setRemembered] = useState(() => rememberFlags(sessionStore(), query));
  useEffect(() => {
    if (Object.keys(query).length > 0) setRemembered(rememberFlags(sessionStore(), query));
  }, [query]);
  return resolveEmbedding({ given, query, remembered });
}
