// GET /iam/hzero/v1/menus/tree: the menu of one role the caller holds, in one language.
// `labels` and `unionLabel` are accepted and ignored: every seed menu carries HZERO_MENU.
import { textLanguage } from '../../data/languages';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { buildMenuTree } from './menu-tree';

/** Requested language; missing means the user's language, anything unknown falls back to zh_CN. */
export function resolveLanguage(
  requested: string | null,
  userLanguage: LanguageCode,
): LanguageCode {
  if (!requested) return userLanguage;
  const normalised = requested.replace('-', '_');
  return normalised === 'en_US' ? 'en_US' : 'zh_CN';
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
  const userLanguage = textLanguage(state.accounts.language(session.userId));
  const lang = resolveLanguage(query.get('lang'), userLanguage);
  return json(buildMenuTree(role.menu, lang, role.level));
}

export const menuRoutes: ApiRoute[] = [userRoute('GET', '/iam/hzero/v1/menus/tree', menuTree)];
