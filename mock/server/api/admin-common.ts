// What the admin pages' endpoints (value sets, currencies, scheduler, notices) share: failures
// thrown by the stores and readers answered in the caller's language, the permission check of
// actions and the role-level check of the site form. Refusals are HTTP 403 failed bodies
// (`error.permission.*`, type warn) in the caller's language.
import type { Texts } from '../../data/lov-types';
import { AdminFailure } from '../admin/failure';
import type { UserContext } from '../context';
import type { Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { checkFor } from './permissions';
import { answerLanguage, tenantMismatch } from './platform-common';
import { isSiteLevel } from './role-level';

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
 * /iam/hzero/v1/menus/check-permissions gives the page for the code (admins approve all of their
 * level). `what` says what was refused; by default the code alone.
 */
export function requirePermission(ctx: UserContext, code: string, what?: Texts): void {
  const [check] = checkFor(ctx, [code]);
  if (check.approve) return;
  throw new AdminFailure(
    'error.permission.denied',
    {
      zh_CN: `当前角色${what ? `不能${what.zh_CN}` : '没有此操作的权限'}（${code}）`,
      en_US: `The current role may not ${what ? what.en_US : 'do this'} (${code})`,
    },
    'warn',
    403,
  );
}

/**
 * Refuses a write of platform data (tenant 0, site level) unless the session's role is
 * site-level: `what` names the data ("change currencies").
 */
export function requireSiteLevel(ctx: UserContext, what: Texts): void {
  if (isSiteLevel(ctx.state.accounts.role(ctx.session.roleId)?.level)) return;
  throw new AdminFailure(
    'error.permission.site_level',
    {
      zh_CN: `只有平台级角色才能${what.zh_CN}，当前角色属于租户`,
      en_US: `Only a platform (site-level) role may ${what.en_US}: the current role belongs to an organisation`,
    },
    'warn',
    403,
  );
}

/** The page of each form a role must hold to administer what a path means. */
export interface FormPages {
  site: string;
  tenant: string;
}

/**
 * A handler of an administrators' call with both forms: on the site form (no `{tid}`) refused
 * (403) unless the role is site-level and holds `pages.site` (`siteWhat` names the platform's
 * data), on the tenant form unless it holds `pages.tenant` (`what` names the work).
 */
export function formAdmin(pages: FormPages, what: Texts, siteWhat: Texts) {
  return (handler: AdminHandler) =>
    adminHandler((ctx, lang) => {
      if (ctx.params.tid === undefined) {
        requireSiteLevel(ctx, siteWhat);
        requirePermission(ctx, pages.site, what);
      } else {
        requirePermission(ctx, pages.tenant, what);
      }
      return handler(ctx, lang);
    });
}

/**
 * The check of a site page's calls: a site-level role holding the page `page`, and for a write
 * the button's code too (`what` names the work in the refusal).
 */
export function sitePageCheck(page: string, what: Texts) {
  return (ctx: UserContext, button?: string): void => {
    requireSiteLevel(ctx, what);
    requirePermission(ctx, page, what);
    if (button) requirePermission(ctx, button, what);
  };
}
