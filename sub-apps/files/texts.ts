/**
 * Texts shipped with the files sub-app: its title here, each page's in its feature folder, and
 * the component kit's (src/kit, the attachment's included) under them. The gateway's prompt
 * texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { kitTexts } from '@polaris/core/kit/texts';
import { texts as fileAggregate } from './features/file-aggregate/texts';
import { texts as editLog } from './features/edit-log/texts';
import { texts as storageConfig } from './features/storage-config/texts';
import { texts as uploadConfig } from './features/upload-config/texts';

const app: Record<string, TextMap> = {
  en_US: { 'hfle.app.title': 'Files' },
  zh_CN: { 'hfle.app.title': '文件' },
};

const languages = ['en_US', 'zh_CN'];

export const filesTexts: Record<string, TextMap> = Object.fromEntries(
  languages.map((lang) => [
    lang,
    Object.assign(
      {},
      ...[kitTexts, app, fileAggregate, uploadConfig, storageConfig, editLog].map(
        (part) => part[lang],
      ),
    ),
  ]),
);
