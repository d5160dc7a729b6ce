/**
 * The files sub-app (/hfle): the File Summary page (the file aggregate: search, download, preview,
 * delete, upload into a bucket; each file's storage), the Upload Configuration (what each bucket
 * accepts, which the attachment kit obeys), the Storage Configuration (where each organisation's
 * uploads go: its default storage) and the File Edit Log (files replaced and deleted).
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
    {
      path: '/hfle/storage',
      titleKey: 'hfle.storageConfig.title',
      authority: 'hzero.file.storage',
      component: retryableLazy(() => import('./features/storage-config/StorageConfigPage')),
    },
    {
      path: '/hfle/edit-log',
      titleKey: 'hfle.editLog.title',
      authority: 'hzero.file.edit-log',
      component: retryableLazy(() => import('./features/edit-log/EditLogPage')),
    },
  ],
};
