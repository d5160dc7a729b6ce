/**
 * Whether the user asked their system for less motion (`prefers-reduced-motion: reduce`, WCAG
 * 2.3.3): dialogs, drawers, menus and notices then appear and go at once instead of zooming and
 * sliding. Follows a change while the app runs; the listener goes with the component.
 */
import { useEffect, useState } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type MatchMedia = (query: string) => MediaQueryList;

function query(matchMedia: MatchMedia | undefined): MediaQueryList | undefined {
  return typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

export function usePrefersReducedMotion(
  matchMedia: MatchMedia | undefined = typeof window === 'undefined'
    ? undefined
    : window.matchMedia?.bind(window),
): boolean {
  const [reduced, setReduced] = useState(() => query(matchMedia)?.matches ?? false);
  useEffect(() => {
    const list = query(matchMedia);
    if (!list) return undefined;
    const follow = () => setReduced(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [matchMedia]);
  return reduced;
}
