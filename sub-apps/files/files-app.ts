/**
 * The files sub-app (/hfle): the File Summary page (the file aggregate: search, download, preview,
 * delete, upload into a bucket). The file service's other menu pages (upload configuration,
 * storage configuration, edit log) say plainly that this deployment does not include them.
 */
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { UNAVAILABLE_PAGES } from './features/unavailable/pages';
import { filesTexts } from './texts';

const unavailable = retryableLazy(() => import('./features/unavailable/UnavailablePage'));

export const filesApp: SubAppDefinition = {
  name: 'polaris-files',
  titleKey: 'hfle.app.title',
  promptKeys: ['hfle'],
  bundledTexts: filesTexts,
  routes: [
    {
      path: '/hfle/file-aggregate',
      titleKey: 'hfle.fileAggregate.title',
      authority: 'hzero.file.aggregate',
      component: retryableLazy(() => import('./features/file-aggregate/FileAggregatePage')),
    },
    ...UNAVAILABLE_PAGES.map(({ path, titleKey }) => ({ path, titleKey, component: unavailable })),
  ],
};
