/**
 * Message templates as a resource: searched by code, name and language; created, edited (never
 * the code) and deleted behind the button codes `hmsg.template.button.*`. A title and content may
 * hold `${name}` placeholders, filled by each send (`userName` and `loginName` always). The site
 * form manages the platform's templates (every organisation without its own of a code sends
 * them), the tenant form the organisation's own.
 */
import { CONFIG_CODE } from '@polaris/core/kit/constants';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { Translate } from '@polaris/core/kit/texts';
import type {
  MessageTemplateDto,
  MessageTemplateQuery,
} from '@polaris/core/services/message/types';
import { deleteTemplate } from './api/delete-template';
import { fetchTemplates, type TemplateScope } from './api/fetch-templates';
import { saveTemplate } from './api/save-template';

export const templatePermission = (action: 'create' | 'edit' | 'delete') =>
  `hmsg.template.button.${action}`;

const LANGS = ['zh_CN', 'en_US'] as const;
const langOptions = (t: Translate) =>
  LANGS.map((lang) => ({ value: lang, label: t(`hmsg.templates.lang.${lang}`) }));

interface TemplateValues {
  templateCode: string;
  templateName: string;
  templateTitle: string;
  templateContent: string;
  lang: string;
  enabledFlag: boolean;
}

function templatesResource(scope: TemplateScope) {
  return defineResource<MessageTemplateDto, MessageTemplateQuery, TemplateValues>({
    key: ['hmsg', 'templates', scope],
    texts: 'hmsg.templates',
    endpoint: fetchTemplates[scope],
    rowKey: 'templateId',
    search: [
      { name: 'templateCode' },
      { name: 'templateName' },
      { name: 'lang', kind: 'select', options: langOptions },
    ],
    columns: [
      { field: 'templateCode', width: 200, kind: 'code' },
      { field: 'templateName', width: 180 },
      { field: 'templateTitle', width: 240 },
      {
        field: 'lang',
        width: 110,
        render: (lang: string, _row, cell) => cell.t(`hmsg.templates.lang.${lang}`),
      },
      { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
      { field: 'lastUpdateDate', width: 170, kind: 'dateTime' },
    ],
    actions: [
      { key: 'edit', permission: templatePermission('edit') },
      {
        key: 'delete',
        permission: templatePermission('delete'),
        danger: true,
        confirm: {
          title: 'hmsg.templates.delete.title',
          content: 'hmsg.templates.delete.content',
          values: (row) => ({ code: row.templateCode }),
        },
      },
    ],
    remove: async (rows) => {
      for (const row of rows) await deleteTemplate(scope, row);
    },
    form: {
      createTitle: 'hmsg.templates.edit.new',
      editTitle: 'hmsg.templates.edit.title',
      titleValues: (row) => ({ code: row.templateCode }),
      createPermission: templatePermission('create'),
      width: 640,
      fields: [
        {
          name: 'templateCode',
          required: true,
          pattern: CONFIG_CODE,
          message: 'hmsg.templates.error.code',
          only: 'create',
        },
        { name: 'templateName', required: true, maxLength: 120 },
        { name: 'lang', kind: 'select', required: true, options: langOptions },
        { name: 'templateTitle', required: true, maxLength: 240 },
        { name: 'templateContent', kind: 'textarea', required: true, maxLength: 20_000 },
        { name: 'enabledFlag', kind: 'switch' },
      ],
      initial: (row) => ({
        templateCode: row?.templateCode ?? '',
        templateName: row?.templateName ?? '',
        templateTitle: row?.templateTitle ?? '',
        templateContent: row?.templateContent ?? '',
        lang: row?.lang ?? 'zh_CN',
        enabledFlag: row ? row.enabledFlag === 1 : true,
      }),
      save: (values, row) =>
        saveTemplate(scope, {
          templateCode: row?.templateCode ?? values.templateCode.trim(),
          templateName: values.templateName.trim(),
          templateTitle: values.templateTitle.trim(),
          templateContent: values.templateContent,
          lang: values.lang,
          enabledFlag: values.enabledFlag ? 1 : 0,
          ...(row && { templateId: row.templateId, objectVersionNumber: row.objectVersionNumber }),
        }),
    },
  });
}

/** The platform's templates (site form) and the organisation's own (tenant form). */
export const templatesResources = {
  site: templatesResource('site'),
  tenant: templatesResource('tenant'),
};
