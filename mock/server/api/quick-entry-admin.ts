// The Quick Entries page (/hpfm/quick-entry, site level): which pages each role's workplace card
// lists. A site-level role holding the page reads them, with its codes adds and removes them.
// The card (GET …/quick-entry/map-list, ui-config.ts) reads the same store.
import { localName, menuLanguage } from '../../data/languages';
import { t } from '../../data/lov-types';
import { notFound } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { StoredRole } from '../accounts';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { StoredQuickEntry } from '../org-config/quick-entry-store';
import type {
  QuickEntryAdminDto,
  QuickEntryRoleDto,
} from '../../../src/services/platform/org-config-types';
import { adminHandler, sitePageCheck, type AdminHandler } from './admin-common';
import { rolePages } from './role-pages';

export const QUICK_ENTRY_PAGE = 'hzero.platform.quick-entry';
export const QUICK_ENTRY_CREATE = 'hpfm.quick-entry.button.create';
export const QUICK_ENTRY_DELETE = 'hpfm.quick-entry.button.delete';

const allowed = sitePageCheck(QUICK_ENTRY_PAGE, t('维护快捷入口', 'maintain quick entries'));

/** Roles with a menu (the ones whose users have a workplace), by id. */
const rolesWithMenu = (ctx: UserContext): StoredRole[] =>
  ctx.state.accounts.allRoles().filter((role) => role.menu.length > 0);

function roleOf(ctx: UserContext, roleId: number): StoredRole {
  const role = ctx.state.accounts.role(roleId);
  if (!role) throw notFound(`角色 ${roleId} 不存在`, `Role ${roleId} does not exist`);
  return role;
}

const tenantName = (ctx: UserContext, role: StoredRole, lang: string) =>
  localName(ctx.state.accounts.tenant(role.tenantId).names, lang);

function rowDto(ctx: UserContext, entry: StoredQuickEntry, lang: string): QuickEntryAdminDto {
  const role = roleOf(ctx, entry.roleId);
  const page = rolePages(role, menuLanguage(lang)).find((node) => node.code === entry.menuCode);
  return {
    quickEntryId: entry.quickEntryId,
    roleId: role.id,
    roleName: localName(role.name, lang),
    tenantName: tenantName(ctx, role, lang),
    menuCode: entry.menuCode,
    title: page?.name ?? '',
    route: page?.route ?? '',
    orderSeq: entry.orderSeq,
    objectVersionNumber: entry.objectVersionNumber,
  };
}

const listEntries: AdminHandler = (ctx, lang) => {
  allowed(ctx);
  const query = queryReader(ctx.query);
  const roleId = query.int('roleId');
  const roleName = query.text('roleName') ?? undefined;
  const title = query.text('title') ?? undefined;
  const store = ctx.state.orgConfig.quickEntries;
  const rows = (roleId === undefined ? store.list() : store.ofRole(roleId))
    .filter((entry) => ctx.state.accounts.role(entry.roleId))
    .map((entry) => rowDto(ctx, entry, lang))
    .filter((row) => contains(row.roleName, roleName) && contains(row.title, title));
  return listReply(
    rows,
    ctx.query,
    (a, b) => a.roleId - b.roleId || a.orderSeq - b.orderSeq,
    'quick-entries',
  );
};

const listRoles: AdminHandler = (ctx, lang) => {
  allowed(ctx);
  const roles: QuickEntryRoleDto[] = rolesWithMenu(ctx).map((role) => ({
    roleId: role.id,
    roleName: localName(role.name, lang),
    tenantName: tenantName(ctx, role, lang),
    pages: rolePages(role, menuLanguage(lang)).map((node) => ({
      code: node.code,
      title: node.name,
    })),
  }));
  return json(roles);
};

const createEntry: AdminHandler = async (ctx, lang) => {
  allowed(ctx, QUICK_ENTRY_CREATE);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const role = roleOf(ctx, reader.requiredInt('roleId', { min: 1 }));
  const menuCode = reader.requiredText('menuCode', 128);
  const page = rolePages(role, menuLanguage(lang)).find((node) => node.code === menuCode);
  if (!page) {
    reader.fail(
      'menuCode',
      `${menuCode} 不是该角色菜单中的页面`,
      `${menuCode} is not a page of the role’s menu`,
    );
  }
  const entry = ctx.state.orgConfig.quickEntries.create(
    role.id,
    menuCode,
    reader.int('orderSeq', { min: 0, max: 100000 }),
  );
  return json(rowDto(ctx, entry, lang));
};

const deleteEntry: AdminHandler = async (ctx, lang) => {
  allowed(ctx, QUICK_ENTRY_DELETE);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const removed = ctx.state.orgConfig.quickEntries.remove(
    reader.requiredInt('quickEntryId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
  );
  return json(rowDto(ctx, removed, lang));
};

const BASE = '/hpfm/v1/quick-entries';

export const quickEntryAdminRoutes: ApiRoute[] = [
  userRoute('GET', BASE, adminHandler(listEntries)),
  userRoute('POST', BASE, adminHandler(createEntry)),
  userRoute('DELETE', BASE, adminHandler(deleteEntry)),
  userRoute('GET', `${BASE}/roles`, adminHandler(listRoles)),
];
