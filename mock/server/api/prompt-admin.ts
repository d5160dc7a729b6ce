// The Prompt Texts page (/hpfm/prompt, site level): the prompt rows paged and searched (every
// role reads them: they are the platform's texts), created, changed and deleted by a site-level
// role holding the page's codes. GET /hpfm/v1[/{orgId}]/prompt/{lang} answers what is stored.
import { t } from '../../data/lov-types';
import { isUserLanguage } from '../../data/languages';
import { arrayBody, FieldReader, objectBody, queryReader } from '../admin/input';
import { invalid } from '../admin/failure';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute } from '../context';
import { json } from '../http/reply';
import { promptFullKey, type PromptRef } from '../../../src/services/platform/text-admin-types';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

export const PROMPT_CODES = {
  create: 'hpfm.prompt.button.create',
  edit: 'hpfm.prompt.button.edit',
  delete: 'hpfm.prompt.button.delete',
};

const DESCRIPTION_MAX = 480;
const WHAT = t('修改平台多语言文本', 'change the platform’s texts');

const listPrompts: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const promptKey = query.text('promptKey') ?? undefined;
  const promptCode = query.text('promptCode') ?? undefined;
  const description = query.text('description') ?? undefined;
  const lang = query.text('lang') ?? undefined;
  const rows = ctx.state.texts.prompts
    .list()
    .filter(
      (row) =>
        contains(row.promptKey, promptKey) &&
        contains(row.promptCode, promptCode) &&
        contains(row.description, description) &&
        (lang === undefined || row.lang === lang.replace('-', '_')),
    );
  return listReply(
    rows,
    ctx.query,
    (a, b) => promptFullKey(a).localeCompare(promptFullKey(b)) || a.lang.localeCompare(b.lang),
    'prompts',
  );
};

const createPrompt: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, PROMPT_CODES.create);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const lang = reader.requiredText('lang', 10).replace('-', '_');
  if (!isUserLanguage(lang) || !ctx.state.texts.languages.isEnabled(lang)) {
    throw invalid(`lang ${lang} 不是平台的语言`, `lang ${lang} is not a language of the platform`);
  }
  const created = ctx.state.texts.prompts.create({
    promptKey: reader.requiredText('promptKey', 60),
    promptCode: reader.requiredText('promptCode', 120),
    lang,
    description: reader.requiredText('description', DESCRIPTION_MAX),
  });
  return json(created);
};

const updatePrompt: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, PROMPT_CODES.edit);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const ref: PromptRef = {
    promptId: reader.requiredInt('promptId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
  };
  const description = reader.requiredText('description', DESCRIPTION_MAX);
  return json(ctx.state.texts.prompts.update(ref, description));
};

const deletePrompts: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, PROMPT_CODES.delete);
  const refs = arrayBody(await ctx.body()).map((raw) => {
    const reader = new FieldReader(raw);
    return {
      promptId: reader.requiredInt('promptId', { min: 1 }),
      objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    };
  });
  if (refs.length === 0) throw invalid('请至少选择一条文本', 'choose at least one text');
  ctx.state.texts.prompts.remove(refs);
  return json({});
};

export const promptAdminRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/prompts', adminHandler(listPrompts)),
  userRoute('POST', '/hpfm/v1/prompts', adminHandler(createPrompt)),
  userRoute('PUT', '/hpfm/v1/prompts', adminHandler(updatePrompt)),
  userRoute('DELETE', '/hpfm/v1/prompts', adminHandler(deletePrompts)),
];
