/** An in-memory session storage for tests, with a switch that makes every call throw. */
import type { TabSessionStorage } from './persistence';

export interface MemoryStorage extends TabSessionStorage {
  readonly items: Map<string, string>;
  /** Makes every call throw, like a full or blocked storage. */
  failing: boolean;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  const storage: MemoryStorage = {
    items,
    failing: false,
    getItem(key) {
      if (storage.failing) throw new Error('storage blocked');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (storage.failing) throw new Error('quota exceeded');
      items.set(key, String(value));
    },
    removeItem(key) {
      if (storage.failing) throw new Error('storage blocked');
      items.delete(key);
    },
  };
  return storage;
}
