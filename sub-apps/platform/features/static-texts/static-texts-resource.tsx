/**
 * The static texts as a resource (/hpfm/static-text): rich texts (HTML) by code and language,
 * searched by code, title and language; a title opens the text as readers see it; created,
 * edited (the HTML previewed as typed) and deleted. Every display of the HTML, the preview and
 * the detail alike, goes through the one sanitiser (`SafeHtml`).
 */
import { HtmlField } from '@polaris/core/kit/form/HtmlField';
import { defineResource } from '@polaris/core/kit/resource/types';
import { SafeHtml } from '@polaris/core/security/SafeHtml';
import type {
  StaticTextDto,
  StaticTextQuery,
} from '@polaris/core/services/platform/text-admin-types';
import { deleteStaticTexts } from './api/delete-static-texts';
import { fetchStaticTexts } from './api/fetch-static-texts';
import { saveStaticText } from './api/save-static-text';

export const STATIC_TEXT_CODES = {
  create: 'hpfm.static-text.button.create',
  edit: 'hpfm.static-text.button.edit',
  delete: 'hpfm.static-text.button.delete',
};

/** Capital letters, digits, `_`, `.` and `-` (the gateway's rule). */
export const TEXT_CODE = /^[A-Z0-9_.-]+$/;

export interface StaticTextValues {
  textCode: string;
  lang: string;
  title: string;
  text: string;
}

export const staticTextsResource = defineResource<StaticTextDto, StaticTextQuery, StaticTextValues>(
  {
    key: ['hpfm', 'static-texts'],
    texts: 'hpfm.staticText',
    endpoint: fetchStaticTexts,
    rowKey: 'textId',
    search: [
      { name: 'textCode' },
      { name: 'title' },
      { name: 'lang', kind: 'lov', lovCode: 'HPFM.LANGUAGE' },
    ],
    columns: [
      { field: 'textCode', width: 220, kind: 'code', sort: true },
      { field: 'title', width: 220, opens: true },
      { field: 'lang', width: 90, sort: true },
      { field: 'tenantId', width: 100, kind: 'number' },
    ],
    actions: [
      { key: 'edit', permission: STATIC_TEXT_CODES.edit },
      {
        key: 'delete',
        permission: STATIC_TEXT_CODES.delete,
        confirm: {
          title: 'hpfm.staticText.delete.title',
          values: (row) => ({ code: row.textCode, lang: row.lang }),
        },
      },
    ],
    remove: (rows) => deleteStaticTexts(rows),
    detail: {
      title: (row) => row.title,
      render: (row) => <SafeHtml html={row.text} />,
    },
    form: {
      createTitle: 'hpfm.staticText.create.title',
      createPermission: STATIC_TEXT_CODES.create,
      editTitle: 'hpfm.staticText.edit.title',
      titleValues: (row) => ({ code: row.textCode, lang: row.lang }),
      width: 720,
      fields: [
        { name: 'textCode', required: true, maxLength: 60, pattern: TEXT_CODE, only: 'create' },
        { name: 'lang', kind: 'lov', lovCode: 'HPFM.LANGUAGE', required: true, only: 'create' },
        { name: 'title', required: true, maxLength: 60 },
        { name: 'text', kind: 'custom', required: true, render: () => <HtmlField /> },
      ],
      initial: (row) => ({
        textCode: row?.textCode ?? '',
        lang: row?.lang ?? '',
        title: row?.title ?? '',
        text: row?.text ?? '',
      }),
      save: (values, row) =>
        saveStaticText(
          row
            ? {
                textId: row.textId,
                objectVersionNumber: row.objectVersionNumber,
                title: values.title.trim(),
                text: values.text,
              }
            : {
                textCode: values.textCode.trim(),
                lang: values.lang,
                title: values.title.trim(),
                text: values.text,
              },
        ),
    },
  },
);
