/**
 * State of the header's menu search: typed text, the debounced query (200 ms, spec section 9),
 * the options shown (results, or the search history while the box is empty) and the history of
 * the signed-in user.
 */
import { useModelState } from '@polaris/core/core/model/react';
import {
  buildMenuSearchIndex,
  normaliseQuery,
  searchMenu,
  type MenuSearchIndex,
  type TextRange,
} from './menu-search';
import {
  clearSearchHistory,
  readSearchHistory,
  recordSearchHistory,
  searchHistoryKey,
  type SearchHistoryEntry,
} from './search-history';
import { browserStorage } from './user-storage';
import { useMenuState } from './menu-state';
import { userModel } from '@polaris/core/models/user';
import { DEBOUNCE_MS } from '@polaris/core/kit/constants';
import { useDebouncedValue } from '@polaris/core/kit/hooks/use-debounced';
import { useCallback, useMemo, useState } from 'react';

export const SEARCH_RESULT_LIMIT = 20;

export interface SearchOption {
  path: string;
  title: string;
  parents: string[];
  titleRanges: TextRange[];
  /** the menu code, shown when the match is in it */
  code?: string;
  codeRanges: TextRange[];
}

/** A cleared box shows the history at once, without waiting for the debounce. */
const isBlank = (text: string): boolean => text.trim() === '';

export function findOptions(index: MenuSearchIndex, query: string): SearchOption[] {
  return searchMenu(index, query, SEARCH_RESULT_LIMIT).map((result) => ({
    path: result.leaf.path,
    title: result.leaf.title,
    parents: result.parents,
    titleRanges: result.titleRanges,
    code: result.kind === 'code' ? result.leaf.name : undefined,
    codeRanges: result.codeRanges,
  }));
}

/** History entries still in the menu, titled in the menu's current language. */
function historyOptions(index: MenuSearchIndex, entries: SearchHistoryEntry[]): SearchOption[] {
  const options: SearchOption[] = [];
  for (const entry of entries) {
    const found = index.byPath.get(entry.path);
    if (!found) continue;
    options.push({
      path: entry.path,
      title: found.leaf.title,
      parents: found.parents,
      titleRanges: [],
      codeRanges: [],
    });
  }
  return options;
}

export function useMenuSearch() {
  const menu = useMenuState((state) => state.menu);
  const user = useModelState(userModel, (state) => state.currentUser);
  const historyKey = searchHistoryKey(user);
  const index = useMemo(() => buildMenuSearchIndex(menu), [menu]);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, DEBOUNCE_MS, isBlank);
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);

  const showingHistory = isBlank(text);
  const pending = !showingHistory && normaliseQuery(text) !== normaliseQuery(query);
  const options = useMemo(
    () => (showingHistory ? historyOptions(index, history) : findOptions(index, query)),
    [showingHistory, index, history, query],
  );

  const reloadHistory = useCallback(
    () => setHistory(readSearchHistory(browserStorage(), historyKey)),
    [historyKey],
  );
  const remember = useCallback(
    (option: SearchOption) =>
      setHistory(
        recordSearchHistory(browserStorage(), historyKey, {
          path: option.path,
          title: option.title,
        }),
      ),
    [historyKey],
  );
  const clearHistory = useCallback(() => {
    clearSearchHistory(browserStorage(), historyKey);
    setHistory([]);
  }, [historyKey]);
  /** The options for the text as typed, without waiting for the debounce (Enter). */
  const optionsNow = useCallback(() => findOptions(index, text), [index, text]);

  return {
    text,
    setText,
    showingHistory,
    pending,
    options,
    optionsNow,
    reloadHistory,
    remember,
    clearHistory,
  };
}
