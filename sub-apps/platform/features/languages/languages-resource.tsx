/**
 * The languages as a resource (/hpfm/languages): searched by code and name; each with its own
 * name, description and status; renamed and described in a dialog, enabled and disabled
 * (disabling asks first: the language leaves the header's language list, and nobody can choose
 * it as their language, from the next load). The platform's default language stays enabled (the
 * gateway refuses, saying why).
 */
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { LanguageDto, LanguageQuery } from '@polaris/core/services/platform/text-admin-types';
import { fetchLanguages } from './api/fetch-languages';
import { updateLanguage } from './api/update-language';

export const LANGUAGE_EDIT = 'hpfm.languages.button.edit';

export interface LanguageValues {
  name: string;
  description: string;
}

const setEnabled = (language: LanguageDto, enabledFlag: 0 | 1) =>
  updateLanguage({
    id: language.id,
    objectVersionNumber: language.objectVersionNumber,
    enabledFlag,
  });

export const languagesResource = defineResource<LanguageDto, LanguageQuery, LanguageValues>({
  key: ['hpfm', 'languages'],
  texts: 'hpfm.languages',
  endpoint: fetchLanguages,
  rowKey: 'id',
  search: [{ name: 'code' }, { name: 'name' }],
  columns: [
    { field: 'code', width: 120, kind: 'code', sort: true },
    { field: 'name', width: 160, sort: true },
    { field: 'description', width: 240 },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: LANGUAGE_EDIT },
    ...enableActions({
      permission: LANGUAGE_EDIT,
      save: setEnabled,
      confirm: {
        title: 'hpfm.languages.disable.title',
        content: 'hpfm.languages.disable.content',
        values: (language) => ({ name: language.name }),
        okText: 'hzero.common.kit.action.disable',
      },
    }),
  ],
  form: {
    create: false,
    editTitle: 'hpfm.languages.edit.title',
    titleValues: (language) => ({ code: language.code }),
    fields: [
      { name: 'name', required: true, maxLength: 30 },
      { name: 'description', required: true, maxLength: 120 },
    ],
    initial: (language) => ({
      name: language?.name ?? '',
      description: language?.description ?? '',
    }),
    save: (values, language) =>
      updateLanguage({
        id: language!.id,
        objectVersionNumber: language!.objectVersionNumber,
        name: values.name.trim(),
        description: values.description.trim(),
      }),
  },
});
