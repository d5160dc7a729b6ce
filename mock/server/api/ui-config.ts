// Per-user table settings, static texts (as the Static Texts page stored them) and quick entries
// (as the Quick Entries page stored them).
import { menuLanguage } from '../../data/languages';
import { defaultUiTables } from '../../data/ui-config';
import type { StaticTextDto } from '../../../src/services/platform/text-admin-types';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { jsonObject } from '../http/body';
import { empty, failed, json, type Reply } from '../http/reply';
import type {
  QuickEntry,
  StaticText,
  StaticTextCode,
  UiTableColumn,
  UiTableConfig,
} from '../platform-types';
import type { MenuNode } from '../types';
import { checkedTenant } from './platform-common';
import { rolePages } from './role-pages';

function tableConfig(ctx: UserContext, code: string): UiTableConfig {
  const saved = ctx.state.platform.uiTable(ctx.session.userId, code);
  return { code, columns: saved ?? defaultUiTables[code] ?? [] };
}

function getUiTable(ctx: UserContext): Reply {
  const code = ctx.query.get('code');
  if (!code) return failed('error.param.invalid', 'code is required');
  return json(tableConfig(ctx, code));
}

/** A column from a request body, or undefined when it is not one. */
function parseColumn(raw: unknown, index: number): UiTableColumn | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  if (typeof c.fieldName !== 'string' || c.fieldName === '') return undefined;
  const width = c.width ?? null;
  const fixed = c.fixed === false || c.fixed === undefined ? null : c.fixed;
  const hidden = c.hidden ?? false;
  const sort = c.sort ?? (index + 1) * 10;
  if (width !== null && (typeof width !== 'number' || width <= 0)) return undefined;
  if (fixed !== null && fixed !== 'left' && fixed !== 'right') return undefined;
  if (![true, false, 0, 1].includes(hidden as boolean | number)) return undefined;
  if (typeof sort !== 'number') return undefined;
  return { fieldName: c.fieldName, width, fixed, hidden: hidden === true || hidden === 1, sort };
}

async function saveUiTable(ctx: UserContext): Promise<Reply> {
  const body = await ctx.body();
  const object = body.kind === 'json' && Array.isArray(body.value) ? {} : jsonObject(body);
  const rawColumns =
    body.kind === 'json' && Array.isArray(body.value) ? body.value : object.columns;
  const code = ctx.query.get('code') ?? (typeof object.code === 'string' ? object.code : '');
  if (!code) return failed('error.param.invalid', 'code is required');
  if (!Array.isArray(rawColumns)) return failed('error.param.invalid', 'columns must be an array');
  const columns = rawColumns.map(parseColumn);
  const bad = columns.findIndex((column) => column === undefined);
  if (bad >= 0) {
    return failed(
      'error.ui_table.column_invalid',
      `Column ${bad} needs fieldName, width (positive number or null), fixed (left, right or null), hidden (boolean) and sort (number)`,
    );
  }
  ctx.state.platform.saveUiTable(ctx.session.userId, code, columns as UiTableColumn[]);
  return json(tableConfig(ctx, code));
}

function requestedLanguage(ctx: UserContext): string {
  return (ctx.query.get('lang') ?? ctx.state.accounts.language(ctx.session.userId)).replace(
    '-',
    '_',
  );
}

/** Texts visible on this path in one language: the tenant's own first, then the platform's. */
function visibleTexts(ctx: UserContext, lang: string): StaticTextDto[] {
  const tenantId = ctx.params.tenantId === undefined ? 0 : ctx.session.tenantId;
  const inLang = ctx.state.texts.staticTexts.list().filter((text) => text.lang === lang);
  const own = inLang.filter((text) => text.tenantId === tenantId);
  const platform = inLang.filter(
    (text) => text.tenantId === 0 && !own.some((o) => o.textCode === text.textCode),
  );
  return [...own, ...platform].sort((a, b) => a.textId - b.textId);
}

function staticTextByCode(ctx: UserContext): Reply {
  const textCode = ctx.query.get('textCode');
  if (!textCode) return failed('error.param.invalid', 'textCode is required');
  const lang = requestedLanguage(ctx);
  const found = visibleTexts(ctx, lang).find((text) => text.textCode === textCode);
  if (!found) return empty(204);
  const answer: StaticText = { textCode, title: found.title, text: found.text, lang };
  return json(answer);
}

function staticTextCodes(ctx: UserContext): Reply {
  const prefix = ctx.query.get('textCode') ?? '';
  const rows: StaticTextCode[] = visibleTexts(ctx, requestedLanguage(ctx))
    .filter((text) => text.textCode.startsWith(prefix))
    .map(({ textId, textCode, title, lang, tenantId }) => ({
      textId,
      textCode,
      title,
      lang,
      tenantId,
    }));
  return json(rows);
}

/** The session role's quick entries (the Quick Entries page's), pages of its menu only. */
function quickEntries(ctx: UserContext): Reply {
  const role = ctx.state.accounts.role(ctx.session.roleId);
  if (!role) return json([]);
  // Titles are menu names, so they follow the menu tree's language (partial locales included).
  const pages = rolePages(role, menuLanguage(ctx.state.accounts.language(ctx.session.userId)));
  const entries: QuickEntry[] = ctx.state.orgConfig.quickEntries
    .ofRole(role.id)
    .map((entry) => pages.find((node) => node.code === entry.menuCode))
    .filter((node): node is MenuNode => node !== undefined)
    .map((node) => ({
      quickEntryId: node.id,
      code: node.code,
      title: node.name,
      icon: node.icon,
      route: node.route as string,
    }));
  return json(entries);
}

const STATIC_TEXT = 'static-texts/text/by-code/nullable';

export const uiConfigRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/:orgId/ui-table', checkedTenant(getUiTable)),
  userRoute('POST', '/hpfm/v1/:orgId/ui-table', checkedTenant(saveUiTable)),
  userRoute('GET', `/hpfm/v1/${STATIC_TEXT}`, staticTextByCode),
  userRoute('GET', `/hpfm/v1/:tenantId/${STATIC_TEXT}`, checkedTenant(staticTextByCode)),
  userRoute('GET', '/hpfm/v1/static-texts/text-code', staticTextCodes),
  userRoute('GET', '/hpfm/v1/:tenantId/static-texts/text-code', checkedTenant(staticTextCodes)),
  userRoute('GET', '/hpfm/v1/quick-entry/map-list', quickEntries),
  userRoute('GET', '/hpfm/v1/:tenantId/quick-entry/map-list', checkedTenant(quickEntries)),
];
