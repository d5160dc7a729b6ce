import {
  DRAFT_MAX_AGE_MS,
  draftsKey,
  hasDraft,
  keepDrafts,
  parseDraftBook,
  takeDraft,
  withDrafts,
} from './drafts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const NOW = 1_700_000_000_000;

describe('parseDraftBook: what a stored text still offers', () => {
  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['an array', '[1,2]', []],
    ['a fresh draft', JSON.stringify({ '/a': { savedAt: NOW - 1000, value: { x: 1 } } }), ['/a']],
    ['a draft without its value', JSON.stringify({ '/a': { savedAt: NOW } }), []],
    ['a draft without a time', JSON.stringify({ '/a': { value: 1 } }), []],
    [
      'a draft older than a day',
      JSON.stringify({ '/a': { savedAt: NOW - DRAFT_MAX_AGE_MS - 1, value: 1 } }),
      [],
    ],
    ['a draft from the future', JSON.stringify({ '/a': { savedAt: NOW + 60_000, value: 1 } }), []],
    [
      'one good, one broken',
      JSON.stringify({ '/a': { savedAt: NOW, value: null }, '/b': 'x' }),
      ['/a'],
    ],
  ])('%s', (_name, text, keys) => {
    expect(Object.keys(parseDraftBook(text, NOW))).toEqual(keys);
  });
});

describe('keeping and taking drafts', () => {
  it('adds drafts to the ones kept, a newer one replacing the older of a page', () => {
    const book = withDrafts({ '/a': { savedAt: 1, value: 'old' } }, { '/a': 'new', '/b': 2 }, NOW);
    expect(book).toEqual({
      '/a': { savedAt: NOW, value: 'new' },
      '/b': { savedAt: NOW, value: 2 },
    });
    expect(withDrafts({}, { '/c': undefined }, NOW)).toEqual({});
  });

  it('hands a page its draft once, per user', () => {
    const storage = memoryStorage();
    expect(keepDrafts(storage, 11, { '/hiam/user/info': { realName: 'Ally' } }, NOW)).toBe(true);
    expect(hasDraft(storage, 12, '/hiam/user/info', NOW)).toBe(false); // another user: nothing
    expect(hasDraft(storage, 11, '/hiam/user/info', NOW)).toBe(true);
    expect(takeDraft(storage, 11, '/hiam/user/info', NOW + 5)).toEqual({
      savedAt: NOW,
      value: { realName: 'Ally' },
    });
    expect(takeDraft(storage, 11, '/hiam/user/info', NOW + 5)).toBeUndefined();
    expect(storage.data.has(draftsKey(11))).toBe(false); // nothing left behind
  });

  it('keeps the other pages’ drafts when one is taken', () => {
    const storage = memoryStorage();
    keepDrafts(storage, 11, { '/a': 1, '/b': 2 }, NOW);
    takeDraft(storage, 11, '/a', NOW);
    expect(Object.keys(parseDraftBook(storage.getItem(draftsKey(11)), NOW))).toEqual(['/b']);
  });

  it('says so when storage refuses, and never throws', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(keepDrafts(full, 11, { '/a': 1 }, NOW)).toBe(false);
    expect(keepDrafts(full, 11, {}, NOW)).toBe(true);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(takeDraft(blocked, 11, '/a', NOW)).toBeUndefined();
    expect(hasDraft(blocked, 11, '/a', NOW)).toBe(false);
  });
});
