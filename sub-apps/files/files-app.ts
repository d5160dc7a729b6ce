/**
 * The files sub-app (/hfle): the File Summary page (the file aggregate: search, download, preview,
 * delete, upload into a bucket). The file service's other menu entries (upload configuration,
 * storage configuration, edit log) show the shell's one "not built yet" page until they are.
 */
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { filesTexts } from './texts';

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
  ],
};
