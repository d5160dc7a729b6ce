/**
 * Keeps the active tab in view in the tab strip, and tells whether the strip holds more tabs than
 * it shows (the "all tabs" list is offered then). Follows the strip's size as the window, the
 * menu or the tabs change it; the observer goes with the strip.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isOverflowing, scrollLeftToShow } from './tab-scroll';
import { tabId } from './tab-ids';

function showActive(list: HTMLElement, activeKey: string): void {
  const tab = document.getElementById(tabId(activeKey))?.closest<HTMLElement>('.polaris-tab');
  if (!tab || !list.contains(tab)) return;
  const target = scrollLeftToShow(list, { left: tab.offsetLeft, width: tab.offsetWidth });
  if (target !== list.scrollLeft) list.scrollLeft = target;
}

export function useTabStripScroll(
  listRef: RefObject<HTMLElement>,
  activeKey: string,
  tabCount: number,
): boolean {
  const [overflowing, setOverflowing] = useState(false);

  // before paint: the user never sees the strip at the old place with a new active tab
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    showActive(list, activeKey);
    setOverflowing(isOverflowing(list));
  }, [listRef, activeKey, tabCount]);

  // one observer for the strip's life (not one per tab switch): it reads the active key it needs
  const activeRef = useRef(activeKey);
  activeRef.current = activeKey;
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setOverflowing(isOverflowing(list));
      showActive(list, activeRef.current);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef]);

  return overflowing;
}
