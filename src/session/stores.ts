/**
 * Key-value stores shaped like the Web Storage API, for what an app keeps in the browser
 * (device-storage.ts): one in memory, and a view of another store under a key prefix.
 */

/** The part of `Storage` we use: read, write, remove, and list the keys. */
export type DeviceStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A store in memory, emptied by `clear` (nothing of it reaches the page's storage). */
export function memoryStore(): DeviceStore & { clear(): void } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
  };
}

/**
 * `target` seen through `prefix`: every key is written as `prefix + key`, and only the keys under
 * the prefix are listed (without it). Errors of `target` (quota, blocked) pass through.
 */
export function prefixedStore(target: DeviceStore, prefix: string): DeviceStore {
  const ownKeys = (): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < target.length; index += 1) {
      const key = target.key(index);
      if (key !== null && key.startsWith(prefix)) keys.push(key.slice(prefix.length));
    }
    return keys;
  };
  return {
    getItem: (key) => target.getItem(prefix + key),
    setItem: (key, value) => target.setItem(prefix + key, value),
    removeItem: (key) => target.removeItem(prefix + key),
    key: (index) => ownKeys()[index] ?? null,
    get length() {
      return ownKeys().length;
    },
  };
}

const MAX_PREFIX_LENGTH = 100;

/** The storage prefix a host passed (`storagePrefix`), or undefined for none or a bad one. */
export function storagePrefixOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const prefix = value.trim();
  return prefix !== '' && prefix.length <= MAX_PREFIX_LENGTH ? prefix : undefined;
}
