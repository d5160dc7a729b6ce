// The permission sets of a page in Menu Configuration (HZERO's menu permission-set endpoints):
// GET /iam/hzero/v1/menus/{menuId}/permission-set lists the button codes hanging under the page,
// each with its state; PUT .../menus/permission-set/enable|disable with `{ id }` switches one on or
// off. A set switched off is granted to no role, so its control is disabled on every page that
// checks it and the gateway refuses its action (check-permissions, requirePermission).
import type { MenuPermissionSetDto } from '../../../src/services/iam/types';
import { PERMISSION_SET_CODES } from '../../data/permission-sets';
import { notFound } from '../admin/failure';
import { FieldReader, objectBody } from '../admin/input';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { permissionSetId, permissionSetName, setsUnder } from '../roles/permission-tree';
import { adminHandler, type AdminHandler } from './admin-common';
import { menuById, requireEditor } from './menu-config';

const BASE = '/iam/hzero/v1/menus';

function setOf(ctx: UserContext, code: string, lang: LanguageCode): MenuPermissionSetDto {
  return {
    id: permissionSetId(code),
    code,
    name: permissionSetName(code, lang),
    enabledFlag: ctx.state.menus.isSetEnabled(code) ? 1 : 0,
  };
}

const list: AdminHandler = (ctx, lang) => {
  requireEditor(ctx);
  const menuId = new FieldReader({ menuId: Number(ctx.params.menuId) }).requiredInt('menuId');
  const { def } = menuById(ctx, menuId);
  return json(setsUnder(def.code).map((code) => setOf(ctx, code, lang)));
};

const setEnabled =
  (enabled: boolean): AdminHandler =>
  async (ctx, lang) => {
    requireEditor(ctx);
    const id = new FieldReader(objectBody(await ctx.body())).requiredInt('id');
    const code = PERMISSION_SET_CODES.find((one) => permissionSetId(one) === id);
    if (!code) throw notFound(`权限集 ${id} 不存在`, `Permission set ${id} does not exist`);
    ctx.state.menus.setSetEnabled(code, enabled);
    return json(setOf(ctx, code, lang));
  };

export const menuPermissionSetRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/:menuId/permission-set`, adminHandler(list)),
  userRoute('PUT', `${BASE}/permission-set/enable`, adminHandler(setEnabled(true))),
  userRoute('PUT', `${BASE}/permission-set/disable`, adminHandler(setEnabled(false))),
];
