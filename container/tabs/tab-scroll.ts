/**
 * Where the tab strip scrolls to show a tab: the least movement that brings the tab fully into
 * view (with a little room beside it so its neighbour shows there is more), none when it is
 * already visible. Pure: boxes in, scroll position out.
 */
export interface StripBox {
  /** The strip's current horizontal scroll offset. */
  scrollLeft: number;
  /** The strip's visible width. */
  clientWidth: number;
  /** The strip's whole content width. */
  scrollWidth: number;
}

export interface TabBox {
  /** The tab's left edge within the strip's content. */
  left: number;
  width: number;
}

/** Room left beside a tab scrolled into view, in pixels. */
export const TAB_SCROLL_MARGIN = 24;

export function scrollLeftToShow(strip: StripBox, tab: TabBox, margin = TAB_SCROLL_MARGIN): number {
  const maxScroll = Math.max(0, strip.scrollWidth - strip.clientWidth);
  const clamp = (value: number) => Math.min(maxScroll, Math.max(0, value));
  const right = tab.left + tab.width;
  if (tab.left < strip.scrollLeft) return clamp(tab.left - margin);
  if (right > strip.scrollLeft + strip.clientWidth) {
    // a tab wider than the strip shows its start
    return clamp(Math.min(tab.left - margin, right + margin - strip.clientWidth));
  }
  return strip.scrollLeft;
}

/** True when the strip holds more than it shows. */
export function isOverflowing(strip: StripBox): boolean {
  return strip.scrollWidth - strip.clientWidth > 1;
}
