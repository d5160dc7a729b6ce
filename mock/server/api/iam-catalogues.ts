// The site administrator's catalogues: permission sets (/hiam/permission-set, page
// hzero.system.permission-set), each with the page it hangs on in each level's menu catalogue,
// and the API permissions (/hiam/api, page hzero.system.api): the gateway's own route table.
// Both are read-only here (they come from the product's code) and site-level only.
import { PERMISSION_SET_CODES } from '../../data/permission-sets';
import type {
  ApiPermissionDto,
  PermissionSetDto,
  RoleAdminLevel,
} from '../../../src/services/iam/role-admin-types';
import { t } from '../../data/lov-types';
import type { MenuDef } from '../../data/menus/define';
import { queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { mergeMenus, menuCatalogue } from '../roles/menu-catalogue';
import { menusOfSet, permissionSetId, permissionSetName } from '../roles/permission-tree';
import type { LanguageCode } from '../types';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';
import { menuName } from './menu-tree';

function requireSitePage(ctx: UserContext, page: string): void {
  requireSiteLevel(ctx, t('查看平台目录', 'read the platform catalogues'));
  requirePermission(ctx, page);
}

const LEVELS: readonly RoleAdminLevel[] = ['site', 'organization'];

/** Every page of a level's catalogue (every tenant's for the organisation level), by code. */
function pagesOf(ctx: UserContext, level: RoleAdminLevel): Map<string, MenuDef> {
  const trees =
    level === 'site'
      ? [menuCatalogue('site', 0)]
      : ctx.state.accounts.tenants
          .all()
          .filter((tenant) => tenant.id !== 0)
          .map((tenant) => menuCatalogue('organization', tenant.id));
  const pages = new Map<string, MenuDef>();
  const visit = (defs: MenuDef[]): void => {
    for (const def of defs) {
      if (def.children) visit(def.children);
      else pages.set(def.code, def);
    }
  };
  visit(mergeMenus(trees));
  return pages;
}

function permissionSetRows(ctx: UserContext, lang: LanguageCode): PermissionSetDto[] {
  const roles = ctx.state.accounts.allRoles();
  return LEVELS.flatMap((level) => {
    const pages = pagesOf(ctx, level);
    return PERMISSION_SET_CODES.flatMap((code) =>
      menusOfSet(code)
        .map((menuCode) => pages.get(menuCode))
        .filter((page): page is MenuDef => page !== undefined)
        .map((page) => ({
          key: `${level}:${page.code}:${code}`,
          id: permissionSetId(code),
          code,
          name: permissionSetName(code, lang),
          menuCode: page.code,
          menuName: menuName(page, lang),
          level,
          roleCount: roles.filter(
            (role) =>
              (role.level === 'site') === (level === 'site') &&
              ctx.state.roleAdmin.grantedCodes(role.id).has(code),
          ).length,
        })),
    );
  });
}

const listPermissionSets: AdminHandler = (ctx, lang) => {
  requireSitePage(ctx, 'hzero.system.permission-set');
  const query = queryReader(ctx.query);
  const code = query.text('code') ?? undefined;
  const name = query.text('name') ?? undefined;
  const menu = query.text('menuCode') ?? undefined;
  const level = query.text('level') ?? undefined;
  const rows = permissionSetRows(ctx, lang).filter(
    (row) =>
      contains(row.code, code) &&
      contains(row.name, name) &&
      (contains(row.menuCode, menu) || contains(row.menuName, menu)) &&
      (level === undefined || row.level === level),
  );
  return listReply(
    rows,
    ctx.query,
    (a, b) => a.level.localeCompare(b.level) || a.id - b.id,
    'permission-sets',
  );
};

const SERVICE = /^\/([^/]+)/;

/** The API catalogue over the gateway's route table (handed in: the table lists this route). */
export function apiCatalogueRoutes(routes: () => readonly ApiRoute[]): ApiRoute[] {
  const rows = (): ApiPermissionDto[] =>
    routes().map((route, index) => ({
      id: index + 1,
      code: `${route.method.toLowerCase()}:${route.pattern}`,
      method: route.method,
      path: route.pattern,
      serviceName: SERVICE.exec(route.pattern)?.[1] ?? '',
      access: route.access,
      tenantForm: /:(orgId|tid|tenantId|organizationId)\b/.test(route.pattern),
    }));
  const list: AdminHandler = (ctx) => {
    requireSitePage(ctx, 'hzero.system.api');
    const query = queryReader(ctx.query);
    const path = query.text('path') ?? undefined;
    const method = query.text('method')?.toUpperCase() ?? undefined;
    const service = query.text('serviceName') ?? undefined;
    const access = query.text('access') ?? undefined;
    const matching = rows().filter(
      (row) =>
        contains(row.path, path) &&
        (method === undefined || row.method === method) &&
        contains(row.serviceName, service) &&
        (access === undefined || row.access === access),
    );
    return listReply(matching, ctx.query, (a, b) => a.id - b.id, 'api-permissions');
  };
  return [userRoute('GET', '/iam/hzero/v1/permissions', adminHandler(list))];
}

export const permissionSetRoutes: ApiRoute[] = [
  userRoute('GET', '/iam/hzero/v1/permission-sets', adminHandler(listPermissionSets)),
];
