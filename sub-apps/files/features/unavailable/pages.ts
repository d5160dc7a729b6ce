/** The file service's menu pages this deployment does not include, with their titles. */
export const UNAVAILABLE_PAGES = [
  { path: '/hfle/upload-config', titleKey: 'hfle.unavailable.uploadConfig' },
  { path: '/hfle/storage', titleKey: 'hfle.unavailable.storage' },
  { path: '/hfle/edit-log', titleKey: 'hfle.unavailable.editLog' },
] as const;

/** The title key of an unavailable page's path, if it is one. */
export function unavailableTitleKey(path: string): string | undefined {
  return UNAVAILABLE_PAGES.find((page) => path.startsWith(page.path))?.titleKey;
}
