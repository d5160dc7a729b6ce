/**
 * Tab strips written as text for table-driven tests: 'W A !B C*' is the workplace, closable A,
 * B not closable, and C closable and active. Keys are '/a', '/b'...; W is the workplace tab.
 */
import { createWorkplaceTab, WORKPLACE_KEY, type Tab, type TabsState } from './tabs';

/** 'W' → '/workplace', 'A' → '/a'. */
export function keyOf(name: string): string {
  return name === 'W' ? WORKPLACE_KEY : `/${name.toLowerCase()}`;
}

export function strip(text: string): TabsState {
  let activeKey = WORKPLACE_KEY;
  const tabs = text.split(/\s+/).map((token): Tab => {
    const name = token.replace(/[!*]/g, '');
    const key = keyOf(name);
    if (token.endsWith('*')) activeKey = key;
    if (name === 'W') return createWorkplaceTab('Workplace');
    const closable = !token.startsWith('!');
    return { key, path: key, title: name, closable, type: 'menu' };
  });
  return { tabs, activeKey };
}

/** The text form of a strip (see `strip`), for readable expectations. */
export function describeStrip(current: TabsState): string {
  return current.tabs
    .map((tab) => {
      const name = tab.key === WORKPLACE_KEY ? 'W' : tab.key.slice(1).toUpperCase();
      const pinned = tab.closable || tab.key === WORKPLACE_KEY ? '' : '!';
      return `${pinned}${name}${tab.key === current.activeKey ? '*' : ''}`;
    })
    .join(' ');
}

/** '/a' → 'A', for removed-key lists. */
export function names(keys: string[]): string {
  return keys.map((key) => (key === WORKPLACE_KEY ? 'W' : key.slice(1).toUpperCase())).join(' ');
}
