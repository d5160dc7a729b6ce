/**
 * The translatable fields of the platform's records as a resource (/hpfm/multi-language): a
 * value set's meanings, a currency's name, a lookup view's title, each with its text in Chinese
 * and English; searched by table, record and text; Translate edits both at once. What is saved
 * is what the product shows in that language (lookups, the currency list, a lookup's dialog).
 */
import { lovQueryKeys } from '@polaris/core/kit/lov/use-lov';
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  TRANSLATABLE_TABLES,
  type MultiLanguageTextDto,
  type MultiLanguageTextQuery,
} from '@polaris/core/services/platform/multi-language-types';
import { fetchMultiLanguageTexts } from './api/fetch-multi-language-texts';
import { saveTranslations } from './api/save-translations';

export const MULTI_LANGUAGE_EDIT = 'hpfm.multi-language.button.edit';

export interface TranslationValues {
  zh_CN: string;
  en_US: string;
}

const text = { required: true, maxLength: 240 } as const;

export const multiLanguageResource = defineResource<
  MultiLanguageTextDto,
  MultiLanguageTextQuery,
  TranslationValues
>({
  key: ['hpfm', 'multi-language'],
  alsoChanges: [lovQueryKeys.all, ['hpfm', 'currencies'], ['hpfm', 'lov-views']],
  texts: 'hpfm.multiLanguage',
  endpoint: fetchMultiLanguageTexts,
  rowKey: 'textKey',
  search: [
    {
      name: 'tableName',
      kind: 'select',
      options: (t) =>
        TRANSLATABLE_TABLES.map((table) => ({
          value: table,
          label: t(`hpfm.multiLanguage.table.${table}`),
        })),
    },
    { name: 'recordCode' },
    { name: 'value' },
  ],
  columns: [
    {
      field: 'tableName',
      width: 160,
      render: (table: string, _row, cell) => cell.t(`hpfm.multiLanguage.table.${table}`),
    },
    { field: 'recordCode', width: 240, kind: 'code' },
    { field: 'zh_CN', width: 200 },
    { field: 'en_US', width: 200 },
  ],
  actions: [{ key: 'edit', permission: MULTI_LANGUAGE_EDIT }],
  form: {
    create: false,
    editTitle: 'hpfm.multiLanguage.edit.title',
    titleValues: (row) => ({ code: row.recordCode }),
    fields: [
      { name: 'zh_CN', ...text },
      { name: 'en_US', ...text },
    ],
    initial: (row) => ({ zh_CN: row?.zh_CN ?? '', en_US: row?.en_US ?? '' }),
    save: (values, row) =>
      saveTranslations({
        tableName: row?.tableName ?? '',
        fieldName: row?.fieldName ?? '',
        id: row?.id ?? 0,
        values: [
          { lang: 'zh_CN', value: values.zh_CN.trim() },
          { lang: 'en_US', value: values.en_US.trim() },
        ],
      }),
  },
});
