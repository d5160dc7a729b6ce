// /hmsg/v1[/{tid}]/message/templates: message templates. The site form (no {tid}) is the
// platform's (tenant 0: every organisation without its own template of a code sends it), for a
// site-level role holding the page `hzero.message.template`; the tenant form the organisation's
// own, for holders of `hzero.org.message.template`. Anybody else gets HTTP 403. Writes also need
// the button codes `hmsg.template.button.create|edit|delete` (admins approve all).
import type { MessageTemplateSave } from '../../../src/services/message/types';
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { invalid } from '../admin/failure';
import type { UserContext } from '../context';
import { json } from '../http/reply';
import { TEMPLATE_LANGS } from '../messaging/template-store';
import { formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { tenantRoutes } from './tenant-path';

const BASE = '/hmsg/v1[/:tid]/message/templates';

export const TEMPLATE_PAGES = {
  site: 'hzero.message.template',
  tenant: 'hzero.org.message.template',
} as const;

export const templateButton = (action: 'create' | 'edit' | 'delete') =>
  `hmsg.template.button.${action}`;

/** The organisation whose templates a path means: `{tid}`, or the platform's on the site form. */
const scopeOf = (ctx: UserContext) => (ctx.params.tid === undefined ? 0 : Number(ctx.params.tid));

const templateAdmin = formAdmin(
  TEMPLATE_PAGES,
  t('管理消息模板', 'manage message templates'),
  t('管理平台的消息模板', 'manage the platform’s message templates'),
);

const listTemplates: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const code = query.text('templateCode') ?? undefined;
  const name = query.text('templateName') ?? undefined;
  const lang = query.text('lang') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = ctx.state.messaging.templates
    .list(scopeOf(ctx))
    .filter(
      (row) =>
        contains(row.templateCode, code) &&
        contains(row.templateName, name) &&
        (lang === undefined || row.lang === lang) &&
        (enabled === undefined || row.enabledFlag === enabled),
    );
  return listReply(rows, ctx.query, () => 0, 'message-templates');
};

function readTemplate(reader: FieldReader, creating: boolean): MessageTemplateSave {
  const lang = reader.requiredText('lang');
  if (!(TEMPLATE_LANGS as readonly string[]).includes(lang)) {
    throw invalid(
      `lang 必须是 ${TEMPLATE_LANGS.join('、')} 之一`,
      `lang must be one of ${TEMPLATE_LANGS.join(', ')}`,
    );
  }
  return {
    templateId: creating ? undefined : reader.requiredInt('templateId', { min: 1 }),
    objectVersionNumber: creating ? undefined : reader.requiredInt('objectVersionNumber'),
    templateCode: creating ? reader.requiredText('templateCode', 60) : '',
    templateName: reader.requiredText('templateName', 120),
    templateTitle: reader.requiredText('templateTitle', 240),
    templateContent: reader.requiredText('templateContent', 20_000),
    lang,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  };
}

const saveTemplate =
  (creating: boolean): AdminHandler =>
  async (ctx) => {
    requirePermission(ctx, templateButton(creating ? 'create' : 'edit'));
    const input = readTemplate(new FieldReader(objectBody(await ctx.body())), creating);
    return json(ctx.state.messaging.templates.save(scopeOf(ctx), input));
  };

const deleteTemplate: AdminHandler = async (ctx) => {
  requirePermission(ctx, templateButton('delete'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  ctx.state.messaging.templates.remove(
    scopeOf(ctx),
    reader.requiredInt('templateId', { min: 1 }),
    reader.requiredInt('objectVersionNumber'),
  );
  return json({});
};

export const messageTemplateRoutes = [
  ...tenantRoutes('GET', BASE, templateAdmin(listTemplates)),
  ...tenantRoutes('POST', BASE, templateAdmin(saveTemplate(true))),
  ...tenantRoutes('PUT', BASE, templateAdmin(saveTemplate(false))),
  ...tenantRoutes('DELETE', BASE, templateAdmin(deleteTemplate)),
];
