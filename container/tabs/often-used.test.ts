import { createWorkplaceTab, type Tab } from './tabs';
import {
  addOftenUsed,
  isOftenUsedTab,
  OFTEN_USED_LIMIT,
  oftenUsedKey,
  readOftenUsed,
  recordOftenUsed,
  toOftenUsedEntry,
  type OftenUsedEntry,
} from './often-used';
import { memoryStorage } from '../menu/user-storage';

const tab = (n: number, extra: Partial<Tab> = {}): Tab => ({
  key: `/p/${n}`,
  path: `/p/${n}`,
  title: `Page ${n}`,
  closable: true,
  type: 'menu',
  menuId: n,
  ...extra,
});
const entry = (n: number): OftenUsedEntry => ({ path: `/p/${n}`, title: `Page ${n}`, menuId: n });
const user = { id: 7, additionInfo: { uniqueId: 'u-abc' } };
const key = oftenUsedKey(user);

describe('oftenUsedKey', () => {
  it('is built from additionInfo.uniqueId, else the user id', () => {
    expect(key).toBe('polaris.oftenUsed.u-abc');
    expect(oftenUsedKey({ id: 7 })).toBe('polaris.oftenUsed.7');
    expect(oftenUsedKey(undefined)).toBeUndefined();
  });
});

describe('isOftenUsedTab', () => {
  it.each<[string, Tab | undefined, boolean]>([
    ['a menu tab', tab(1), true],
    ['an inner link opened from the menu', tab(2, { type: 'inner-link', path: '/link/x' }), true],
    ['the workplace', { ...createWorkplaceTab('Workplace'), menuId: 1 }, false],
    ['a tab without a menu id', tab(3, { menuId: undefined }), false],
    ['an inner link without a menu id', tab(4, { type: 'inner-link', menuId: undefined }), false],
    ['another page', tab(5, { type: 'other' }), false],
    ['no tab', undefined, false],
  ])('%s: %s', (_name, candidate, expected) => {
    expect(isOftenUsedTab(candidate)).toBe(expected);
  });
});

describe('toOftenUsedEntry', () => {
  it('keeps path, title, menu id and icon', () => {
    expect(toOftenUsedEntry(tab(1, { icon: 'user', search: '?a=1' }))).toEqual({
      ...entry(1),
      icon: 'user',
    });
    expect(toOftenUsedEntry(tab(1, { type: 'other' }))).toBeUndefined();
  });
});

describe('addOftenUsed', () => {
  it.each<[string, OftenUsedEntry[], OftenUsedEntry, string[]]>([
    ['first visit', [], entry(1), ['/p/1']],
    ['newest first', [entry(1)], entry(2), ['/p/2', '/p/1']],
    [
      'a repeated path moves to the front',
      [entry(3), entry(2), entry(1)],
      entry(2),
      ['/p/2', '/p/3', '/p/1'],
    ],
  ])('%s', (_name, list, added, paths) => {
    expect(addOftenUsed(list, added).map((item) => item.path)).toEqual(paths);
  });

  it(`keeps the ${OFTEN_USED_LIMIT} most recent`, () => {
    let list: OftenUsedEntry[] = [];
    for (let n = 1; n <= 12; n += 1) list = addOftenUsed(list, entry(n));
    expect(list.map((item) => item.menuId)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});

describe('recordOftenUsed', () => {
  it('stores menu tabs per user and ignores the others', () => {
    const storage = memoryStorage();
    recordOftenUsed(storage, key, tab(1));
    recordOftenUsed(storage, key, createWorkplaceTab('Workplace'));
    recordOftenUsed(storage, key, tab(9, { type: 'other', menuId: undefined }));
    recordOftenUsed(storage, key, tab(2));
    expect(readOftenUsed(storage, key)).toEqual([entry(2), entry(1)]);
    expect(readOftenUsed(storage, oftenUsedKey({ id: 8 }))).toEqual([]);
    expect([...storage.data.keys()]).toEqual(['polaris.oftenUsed.u-abc']);
  });

  it('does not write when the tab is already the newest', () => {
    const storage = memoryStorage();
    recordOftenUsed(storage, key, tab(1));
    const setItem = jest.spyOn(storage, 'setItem');
    recordOftenUsed(storage, key, tab(1));
    expect(setItem).not.toHaveBeenCalled();
    recordOftenUsed(storage, key, tab(1, { title: 'Renamed' }));
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('ignores corrupt stored data and malformed entries', () => {
    const storage = memoryStorage({ [key as string]: 'not json' });
    expect(readOftenUsed(storage, key)).toEqual([]);
    expect(recordOftenUsed(storage, key, tab(1))).toEqual([entry(1)]);
    storage.setItem(
      key as string,
      JSON.stringify([entry(1), { path: '/x', title: 'x' }, { ...entry(2), icon: 5 }, entry(3)]),
    );
    expect(readOftenUsed(storage, key)).toEqual([entry(1), entry(3)]);
  });

  it('never keeps more than the limit even when the stored list is longer', () => {
    const stored = Array.from({ length: 15 }, (_, i) => entry(i + 1));
    const storage = memoryStorage({ [key as string]: JSON.stringify(stored) });
    expect(readOftenUsed(storage, key)).toHaveLength(10);
    expect(recordOftenUsed(storage, key, tab(99))).toHaveLength(10);
  });
});
