/**
 * The files sub-app (/hfle): the File Summary page (the file aggregate: search, download, preview,
 * delete, upload into a bucket) and the Upload Configuration (what each bucket accepts, which the
 * attachment kit obeys). Storage configuration and the edit log show the shell's one "not built
 * yet" page until they are.
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
    {
      path: '/hfle/upload-config',
      titleKey: 'hfle.uploadConfig.title',
      authority: 'hzero.file.upload-config',
      component: retryableLazy(() => import('./features/upload-config/UploadConfigPage')),
    },
  ],
};
