/**
 * Whether an address is a menu entry itself (its leaf's own path, not a page below it). Such an
 * address never shows a 404: where no deployed module has a page for it, the shell or the module
 * shows the one "not built yet" page, named by the entry's title (@polaris/core/pages/NotBuiltPage).
 * Any other address nothing answers stays a 404.
 */
import type { MenuLeaf } from '../menu/menu-tree';

/** '/hiam/role/' and '/hiam/role' are one address; '/' stays '/'. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The title of the menu entry whose own address `path` is; undefined for any other address. */
export function menuEntryTitle(
  leaves: readonly Pick<MenuLeaf, 'path' | 'title'>[],
  path: string,
): string | undefined {
  const address = withoutTrailingSlash(path);
  return leaves.find((leaf) => withoutTrailingSlash(leaf.path) === address)?.title;
}
