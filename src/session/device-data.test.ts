import { forgetUserData, keysToClear } from './device-data';

/** A Web Storage stand-in with the index access `key(i)` / `length` the sweep uses. */
function storage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('what a shared computer keeps after sign-out', () => {
  it.each<[string, 'local' | 'session', boolean]>([
    ['menuTabSessionKey11', 'session', false],
    ['menuTabSessionKey12', 'session', false],
    ['polaris.embedding', 'session', true],
    ['polaris.oftenUsed.u-alice', 'local', false],
    ['polaris.menuSearchHistory.u-alice', 'local', false],
    ['polaris.requestVerificationToken', 'local', false],
    ['polaris.drafts.7', 'session', false],
    ['polaris.language', 'local', true],
    ['polaris.startScope', 'local', false],
    ['polaris.oftenUsedX', 'local', true], // not one of ours: only the exact prefix counts
    ['another.app.setting', 'local', true],
  ])('%s in %s storage: kept = %p', (key, kind, kept) => {
    expect(keysToClear(storage({ [key]: 'x' }), kind).includes(key)).toBe(!kept);
  });

  it('clears both storages and keeps the rest', () => {
    const local = storage({
      'polaris.language': 'en_US',
      'polaris.oftenUsed.u1': '[]',
      'polaris.oftenUsed.u2': '[]',
      'polaris.requestVerificationToken': 't',
    });
    const session = storage({ menuTabSessionKey11: '{}', 'polaris.embedding': '{}' });
    forgetUserData(
      () => local,
      () => session,
    );
    expect([...local.data.keys()]).toEqual(['polaris.language']);
    expect([...session.data.keys()]).toEqual(['polaris.embedding']);
  });

  it('does not fail where storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => forgetUserData(blocked, blocked)).not.toThrow();
  });
});
