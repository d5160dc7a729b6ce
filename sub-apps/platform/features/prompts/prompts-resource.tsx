/**
 * The prompt texts as a resource (/hpfm/prompt): one key's text in one language per row, searched
 * by module, code, language and text; created (a key's text in a language: it overrides the text
 * the apps ship), its text edited, deleted (the shipped text shows again). What is saved here is
 * what the next texts load of that language serves: a language switch or a reload.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  promptFullKey,
  type PromptDto,
  type PromptQuery,
} from '@polaris/core/services/platform/text-admin-types';
import { deletePrompts } from './api/delete-prompts';
import { fetchPrompts } from './api/fetch-prompts';
import { savePrompt } from './api/save-prompt';

export const PROMPT_CODES = {
  create: 'hpfm.prompt.button.create',
  edit: 'hpfm.prompt.button.edit',
  delete: 'hpfm.prompt.button.delete',
};

/** Dot-separated segments of letters, digits, `_` and `-` (the gateway's rule). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

export interface PromptValues {
  promptKey: string;
  promptCode: string;
  lang: string;
  description: string;
}

export const promptsResource = defineResource<PromptDto, PromptQuery, PromptValues>({
  key: ['hpfm', 'prompts'],
  texts: 'hpfm.prompt',
  endpoint: fetchPrompts,
  rowKey: 'promptId',
  exportable: true,
  search: [
    { name: 'promptKey' },
    { name: 'promptCode' },
    { name: 'lang', kind: 'lov', lovCode: 'HPFM.LANGUAGE' },
    { name: 'description' },
  ],
  columns: [
    { field: 'promptKey', width: 160, kind: 'code', sort: true },
    { field: 'promptCode', width: 220, kind: 'code', sort: true },
    { field: 'lang', width: 90, sort: true },
    { field: 'description', width: 360 },
  ],
  actions: [
    { key: 'edit', permission: PROMPT_CODES.edit },
    {
      key: 'delete',
      permission: PROMPT_CODES.delete,
      confirm: {
        title: 'hpfm.prompt.delete.title',
        content: 'hpfm.prompt.delete.content',
        values: (row) => ({ key: promptFullKey(row), lang: row.lang }),
      },
    },
  ],
  batchActions: [
    {
      key: 'delete',
      permission: PROMPT_CODES.delete,
      danger: true,
      confirm: { title: 'hpfm.prompt.deleteMany.title', content: 'hpfm.prompt.delete.content' },
    },
  ],
  remove: (rows) => deletePrompts(rows),
  form: {
    createTitle: 'hpfm.prompt.create.title',
    createPermission: PROMPT_CODES.create,
    editTitle: 'hpfm.prompt.edit.title',
    titleValues: (row) => ({ key: promptFullKey(row), lang: row.lang }),
    width: 640,
    fields: [
      { name: 'promptKey', required: true, maxLength: 60, pattern: KEY_PATTERN, only: 'create' },
      { name: 'promptCode', required: true, maxLength: 120, pattern: KEY_PATTERN, only: 'create' },
      { name: 'lang', kind: 'lov', lovCode: 'HPFM.LANGUAGE', required: true, only: 'create' },
      { name: 'description', kind: 'textarea', required: true, maxLength: 480 },
    ],
    initial: (row) => ({
      promptKey: row?.promptKey ?? '',
      promptCode: row?.promptCode ?? '',
      lang: row?.lang ?? '',
      description: row?.description ?? '',
    }),
    save: (values, row) =>
      savePrompt(
        row
          ? {
              promptId: row.promptId,
              objectVersionNumber: row.objectVersionNumber,
              description: values.description.trim(),
            }
          : {
              promptKey: values.promptKey.trim(),
              promptCode: values.promptCode.trim(),
              lang: values.lang,
              description: values.description.trim(),
            },
      ),
  },
});
