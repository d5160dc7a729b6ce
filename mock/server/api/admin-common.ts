// What the admin pages' endpoints (value sets, currencies, scheduler) share: failures thrown by
// the stores and readers answered in the caller's language, and the permission check of actions.
import { AdminFailure } from '../admin/failure';
import type { UserContext } from '../context';
import type { Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { checkCodes } from './permissions';
import { answerLanguage, tenantMismatch } from './platform-common';

export type AdminHandler = (ctx: UserContext, lang: LanguageCode) => Reply | Promise<Reply>;

/**
 * A handler that answers an AdminFailure as a failed body in the caller's language (`?lang=`,
 * else the user's); `{orgId}` in the path must be the session's organisation.
 */
export function adminHandler(handler: AdminHandler): (ctx: UserContext) => Promise<Reply> {
  return async (ctx) => {
    const mismatch = tenantMismatch(ctx);
    if (mismatch) return mismatch;
    const lang = answerLanguage(ctx);
    try {
      return await handler(ctx, lang);
    } catch (error) {
      if (error instanceof AdminFailure) return error.reply(lang);
      throw error;
    }
  };
}

/**
 * Refuses an action the session's role may not do: the same answer POST
 * /iam/hzero/v1/menus/check-permissions gives the page for the code (admins approve all).
 */
export function requirePermission(ctx: UserContext, code: string): void {
  const role = ctx.state.accounts.role(ctx.session.roleId);
  const [check] = checkCodes(role, [code]);
  if (check.approve) return;
  throw new AdminFailure(
    'error.permission.denied',
    {
      zh_CN: `当前角色没有此操作的权限（${code}）`,
      en_US: `The current role may not do this (${code})`,
    },
    'error',
    403,
  );
}
