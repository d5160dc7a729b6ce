import {
  addSearchHistory,
  clearSearchHistory,
  readSearchHistory,
  recordSearchHistory,
  searchHistoryKey,
  SEARCH_HISTORY_LIMIT,
  type SearchHistoryEntry,
} from './search-history';
import { memoryStorage } from './user-storage';

const entry = (n: number): SearchHistoryEntry => ({ path: `/p/${n}`, title: `Page ${n}` });
const user = { id: 7, additionInfo: { uniqueId: 'u-abc' } };

describe('searchHistoryKey', () => {
  it.each<[string, Parameters<typeof searchHistoryKey>[0], string | undefined]>([
    ['uniqueId', user, 'polaris.menuSearchHistory.u-abc'],
    ['user id without uniqueId', { id: 7 }, 'polaris.menuSearchHistory.7'],
    [
      'user id with an empty uniqueId',
      { id: 7, additionInfo: { uniqueId: '' } },
      'polaris.menuSearchHistory.7',
    ],
    ['nobody signed in', undefined, undefined],
    ['no id at all', {}, undefined],
  ])('%s', (_name, who, expected) => {
    expect(searchHistoryKey(who)).toBe(expected);
  });
});

describe('addSearchHistory', () => {
  it.each<[string, SearchHistoryEntry[], SearchHistoryEntry, string[]]>([
    ['adds to an empty list', [], entry(1), ['/p/1']],
    ['puts the newest first', [entry(1)], entry(2), ['/p/2', '/p/1']],
    ['moves a repeated path to the front', [entry(2), entry(1)], entry(1), ['/p/1', '/p/2']],
    ['keeps the newest title of a path', [entry(1)], { path: '/p/1', title: 'New' }, ['/p/1']],
  ])('%s', (_name, list, added, paths) => {
    const next = addSearchHistory(list, added);
    expect(next.map((item) => item.path)).toEqual(paths);
    expect(next[0]).toEqual(added);
  });

  it(`keeps at most ${SEARCH_HISTORY_LIMIT} entries`, () => {
    let list: SearchHistoryEntry[] = [];
    for (let n = 1; n <= 15; n += 1) list = addSearchHistory(list, entry(n));
    expect(list).toHaveLength(10);
    expect(list[0].path).toBe('/p/15');
    expect(list[9].path).toBe('/p/6');
  });

  it('does not change the list it is given', () => {
    const list = [entry(1)];
    addSearchHistory(list, entry(2));
    expect(list).toEqual([entry(1)]);
  });
});

describe('stored history', () => {
  const key = searchHistoryKey(user);

  it('records, reads back and clears', () => {
    const storage = memoryStorage();
    recordSearchHistory(storage, key, entry(1));
    expect(recordSearchHistory(storage, key, entry(2))).toEqual([entry(2), entry(1)]);
    expect(readSearchHistory(storage, key)).toEqual([entry(2), entry(1)]);
    clearSearchHistory(storage, key);
    expect(readSearchHistory(storage, key)).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  it('keeps users apart', () => {
    const storage = memoryStorage();
    recordSearchHistory(storage, key, entry(1));
    const other = searchHistoryKey({ id: 8, additionInfo: { uniqueId: 'u-other' } });
    expect(readSearchHistory(storage, other)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"path":"/p/1"}'],
    ['null', 'null'],
  ])('ignores stored data that is %s', (_name, raw) => {
    const storage = memoryStorage({ [key as string]: raw });
    expect(readSearchHistory(storage, key)).toEqual([]);
    expect(recordSearchHistory(storage, key, entry(1))).toEqual([entry(1)]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const raw = JSON.stringify([entry(1), { path: 3 }, null, 'x', { title: 'no path' }, entry(2)]);
    const storage = memoryStorage({ [key as string]: raw });
    expect(readSearchHistory(storage, key)).toEqual([entry(1), entry(2)]);
  });

  it('does nothing without a storage or a key, and survives a throwing storage', () => {
    expect(recordSearchHistory(undefined, key, entry(1))).toEqual([entry(1)]);
    const storage = memoryStorage();
    recordSearchHistory(storage, undefined, entry(1));
    expect(storage.data.size).toBe(0);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readSearchHistory(broken, key)).toEqual([]);
    expect(recordSearchHistory(broken, key, entry(1))).toEqual([entry(1)]);
  });
});
