// GET /iam/hzero/v1/menus/tree: the menu of one role the caller holds, in one language.
// `labels` and `unionLabel` are accepted and ignored: every seed menu carries HZERO_MENU.
import { menuLanguage } from '../../data/languages';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { MenuLanguage } from '../types';
import { buildMenuTree } from './menu-tree';

/**
 * Requested language (`ja-JP` reads as ja_JP); missing means the user's language, anything unknown
 * falls back to zh_CN. ja_JP and de_DE name untranslated menus in en_US (see menu-tree.ts).
 */
export function resolveLanguage(
  requested: string | null,
  userLanguage: MenuLanguage,
): MenuLanguage {
  return requested ? menuLanguage(requested) : userLanguage;
}

function menuTree(ctx: UserContext): Reply {
  const { state, session, query } = ctx;
  // `roldId` is the spelling the real client sends.
  const requested = query.get('roldId') ?? query.get('roleId');
  const roleId = requested ? Number(requested) : session.roleId;
  const role = Number.isInteger(roleId) ? state.accounts.role(roleId) : undefined;
  if (!role || !state.accounts.holdsRole(session.userId, role.id)) {
    return json(
      {
        failed: true,
        code: 'error.permission.role',
        message: `Role ${requested} is not assigned to the current user`,
        type: 'error',
      },
      403,
    );
  }
  const userLanguage = menuLanguage(state.accounts.language(session.userId));
  const lang = resolveLanguage(query.get('lang'), userLanguage);
  return json(buildMenuTree(state.menus.menuOf(role), lang, role.level));
}

export const menuRoutes: ApiRoute[] = [userRoute('GET', '/iam/hzero/v1/menus/tree', menuTree)];
