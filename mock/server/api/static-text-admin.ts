// The Static Texts page (/hpfm/static-text, site level): rich texts by code and language. A
// site-level role reads every tenant's, another role its organisation's and the platform's; a
// site-level role holding the page's codes creates (platform texts), edits and deletes them. The
// HTML is stored as sent and shown only through the one sanitiser.
import { t } from '../../data/lov-types';
import { isUserLanguage } from '../../data/languages';
import { invalid } from '../admin/failure';
import { arrayBody, FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute } from '../context';
import { json } from '../http/reply';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';
import { inReadScope, readScope } from './role-level';

export const STATIC_TEXT_CODES = {
  create: 'hpfm.static-text.button.create',
  edit: 'hpfm.static-text.button.edit',
  delete: 'hpfm.static-text.button.delete',
};

const TEXT_MAX = 20_000;
const CODE = /^[A-Z0-9_.-]+$/;
const WHAT = t('修改平台的静态文本', 'change the platform’s static texts');

const listStaticTexts: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const textCode = query.text('textCode') ?? undefined;
  const title = query.text('title') ?? undefined;
  const lang = query.text('lang') ?? undefined;
  const scope = readScope(ctx.state.accounts.role(ctx.session.roleId)?.level, ctx.session.tenantId);
  const rows = ctx.state.texts.staticTexts
    .list()
    .filter(
      (row) =>
        (row.tenantId === 0 || inReadScope(scope, row.tenantId)) &&
        contains(row.textCode, textCode) &&
        contains(row.title, title) &&
        (lang === undefined || row.lang === lang),
    );
  return listReply(rows, ctx.query, (a, b) => a.textId - b.textId, 'static-texts');
};

const refOf = (reader: FieldReader) => ({
  textId: reader.requiredInt('textId', { min: 1 }),
  objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
});

const contentOf = (reader: FieldReader) => ({
  title: reader.requiredText('title', 60),
  text: reader.requiredText('text', TEXT_MAX),
});

const createStaticText: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, STATIC_TEXT_CODES.create);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const textCode = reader.requiredText('textCode', 60);
  if (!CODE.test(textCode)) {
    throw invalid(
      `textCode 只能是大写字母、数字、_、. 和 -，收到 ${textCode}`,
      `textCode must be capital letters, digits, _, . and -, got ${textCode}`,
    );
  }
  const lang = reader.requiredText('lang', 10);
  if (!isUserLanguage(lang) || !ctx.state.texts.languages.isEnabled(lang)) {
    throw invalid(`lang ${lang} 不是平台的语言`, `lang ${lang} is not a language of the platform`);
  }
  return json(
    ctx.state.texts.staticTexts.create({ textCode, lang, ...contentOf(reader), tenantId: 0 }),
  );
};

const updateStaticText: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, STATIC_TEXT_CODES.edit);
  const reader = new FieldReader(objectBody(await ctx.body()));
  return json(ctx.state.texts.staticTexts.update(refOf(reader), contentOf(reader)));
};

const deleteStaticTexts: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, STATIC_TEXT_CODES.delete);
  const refs = arrayBody(await ctx.body()).map((raw) => refOf(new FieldReader(raw)));
  if (refs.length === 0) throw invalid('请至少选择一条文本', 'choose at least one text');
  ctx.state.texts.staticTexts.remove(refs);
  return json({});
};

export const staticTextAdminRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/static-texts', adminHandler(listStaticTexts)),
  userRoute('POST', '/hpfm/v1/static-texts', adminHandler(createStaticText)),
  userRoute('PUT', '/hpfm/v1/static-texts', adminHandler(updateStaticText)),
  userRoute('DELETE', '/hpfm/v1/static-texts', adminHandler(deleteStaticTexts)),
];
