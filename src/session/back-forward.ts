/**
 * Back after sign-out must show nothing private. Browsers keep a page in their back-forward cache
 * with its whole state (name, tenant, menu, open pages); `pageshow` with `persisted` says it was
 * brought back that way. Without a session by then (signed out here or in another tab, expired),
 * the copy is hidden at once and the page loads afresh, which goes to sign-in.
 */
export function reloadRestoredPageWithoutSession(
  hasSession: () => boolean,
  win: Window = window,
): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || hasSession()) return;
    win.document.documentElement.style.visibility = 'hidden';
    win.location.reload();
  };
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}
