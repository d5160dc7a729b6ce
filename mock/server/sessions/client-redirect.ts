// Which redirect addresses a client's registration covers, as Spring Security OAuth's default
// resolver decides it: the same scheme, host and port, and a path that is the registered path or
// lies under it (by whole segments: `/mobile` covers `/mobile/x`, not `/mobile-x`). The query of
// the address asked for is kept; a registered address with a query needs those parameters too.
export function redirectCovered(registered: string, requested: URL): boolean {
  let base: URL;
  try {
    base = new URL(registered);
  } catch {
    return false;
  }
  if (base.origin !== requested.origin) return false;
  const path = base.pathname;
  const under =
    requested.pathname === path ||
    requested.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
  if (!under) return false;
  return [...base.searchParams].every(([name, value]) =>
    requested.searchParams.getAll(name).includes(value),
  );
}

/** The first registered address covering the requested one, if any. */
export function registeredFor(registered: readonly string[], requested: URL): string | undefined {
  return registered.find((uri) => redirectCovered(uri, requested));
}
