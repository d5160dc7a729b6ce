// Languages: multi-language values of a translatable field (by entity `_token`, or by table,
// field and id: multi-language-admin.ts), and the user's
// default language (PUT, also as POST + X-HTTP-Method-Override; a language disabled on the
// Languages page is refused). The language list is language-admin.ts.
import { isUserLanguage, seedLanguages } from '../../data/languages';
import type { Texts } from '../../data/lovs';
import { seedRoles } from '../../data/roles';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import type { MultiLanguageRow } from '../platform-types';
import type { MenuNode, PartialLanguage } from '../types';
import { buildMenuTree, partialMenuNames } from './menu-tree';
import { adminHandler } from './admin-common';
import { byTable, tableTexts } from './multi-language-admin';
import { checkedTenant } from './platform-common';

/** A menu name in each language that has one: ja_JP and de_DE only where translated. */
type MenuNameTexts = Texts & Partial<Record<PartialLanguage, string>>;

function partialNames(code: string): Partial<Record<PartialLanguage, string>> {
  const names: Partial<Record<PartialLanguage, string>> = {};
  for (const lang of ['ja_JP', 'de_DE'] as const) {
    const table = partialMenuNames[lang];
    if (Object.hasOwn(table, code)) names[lang] = table[code];
  }
  return names;
}

/**
 * Translatable fields by entity `_token`: the menus' `name` (from the menu seed). A partly
 * translated language lists only the names it really has (a blank value otherwise), not the en_US
 * fallback the menu tree shows, so saving the form does not store English as a translation.
 */
function translatableFields(): Map<string, Record<string, MenuNameTexts>> {
  const fields = new Map<string, Record<string, MenuNameTexts>>();
  const visit = (zh: MenuNode[], en: MenuNode[]): void => {
    zh.forEach((node, i) => {
      fields.set(node._token, {
        name: { zh_CN: node.name, en_US: en[i].name, ...partialNames(node.code) },
      });
      if (node.subMenus) visit(node.subMenus, en[i].subMenus ?? []);
    });
  };
  for (const role of seedRoles) {
    visit(
      buildMenuTree(role.menu, 'zh_CN', role.level),
      buildMenuTree(role.menu, 'en_US', role.level),
    );
  }
  return fields;
}

let fieldsByToken: Map<string, Record<string, MenuNameTexts>> | undefined;

const byTableName = adminHandler(tableTexts);

async function multiLanguage(ctx: UserContext): Promise<Reply> {
  if (byTable(ctx)) return byTableName(ctx);
  const token = ctx.query.get('_token');
  const fieldName = ctx.query.get('fieldName');
  if (!fieldName) return failed('error.param.invalid', 'fieldName is required');
  let texts: Record<string, string> = {};
  if (token) {
    fieldsByToken ??= translatableFields();
    const fields = fieldsByToken.get(token);
    if (!fields) return failed('error.data.token_invalid', 'The _token matches no record');
    if (!fields[fieldName]) {
      return failed('error.multi_language.field', `Field ${fieldName} is not translatable`);
    }
    texts = { ...fields[fieldName] };
  }
  const rows: MultiLanguageRow[] = seedLanguages.map((language) => ({
    lang: language.code,
    langName: language.name,
    value: texts[language.code] ?? '',
  }));
  return json(rows);
}

function setDefaultLanguage(ctx: UserContext): Reply {
  const language = (ctx.query.get('language') ?? ctx.query.get('languageCode') ?? '').trim();
  if (!language) return failed('error.param.invalid', 'language is required');
  const normalised = language.replace('-', '_');
  if (!isUserLanguage(normalised) || !ctx.state.texts.languages.isEnabled(normalised)) {
    return failed('error.language.not_supported', `Language ${language} is not offered`);
  }
  ctx.state.accounts.setLanguage(ctx.session.userId, normalised);
  return json(seedLanguages.find((row) => row.code === normalised));
}

export const languageRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/multi-language', multiLanguage),
  userRoute('GET', '/hpfm/v1/:orgId/multi-language', checkedTenant(multiLanguage)),
  userRoute('PUT', '/iam/hzero/v1/users/default-language', setDefaultLanguage),
];
