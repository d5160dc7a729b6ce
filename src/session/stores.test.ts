import { memoryStore, prefixedStore, storagePrefixOf, type DeviceStore } from './stores';

const keysOf = (store: DeviceStore) =>
  Array.from({ length: store.length }, (_, index) => store.key(index));

describe('memoryStore', () => {
  it('reads, writes, lists and removes like Web Storage, and clears', () => {
    const store = memoryStore();
    store.setItem('a', '1');
    store.setItem('b', '2');
    expect([store.getItem('a'), store.getItem('missing')]).toEqual(['1', null]);
    expect(keysOf(store)).toEqual(['a', 'b']);
    store.removeItem('a');
    expect(keysOf(store)).toEqual(['b']);
    store.clear();
    expect(store.length).toBe(0);
  });
});

describe('prefixedStore', () => {
  it('writes under the prefix and lists only its own keys, without the prefix', () => {
    const host = memoryStore();
    host.setItem('host.setting', 'x');
    const ours = prefixedStore(host, 'partner.polaris.');
    ours.setItem('polaris.language', 'en_US');
    expect(host.getItem('partner.polaris.polaris.language')).toBe('en_US');
    expect(ours.getItem('polaris.language')).toBe('en_US');
    expect(ours.getItem('host.setting')).toBeNull();
    expect(keysOf(ours)).toEqual(['polaris.language']);
    ours.removeItem('polaris.language');
    expect(keysOf(host)).toEqual(['host.setting']);
  });
});

describe('storagePrefixOf', () => {
  it.each([
    ['partner.polaris.', 'partner.polaris.'],
    ['  p:  ', 'p:'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    [42, undefined],
    [{ prefix: 'x' }, undefined],
    ['x'.repeat(101), undefined],
  ])('%p → %p', (value, expected) => {
    expect(storagePrefixOf(value)).toBe(expected);
  });
});
