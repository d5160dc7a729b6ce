// Who may call the report centre's site paths (`/hrpt/v1/...`): a site-level role holding one of
// the pages the call serves (a 403 failed body otherwise, in the caller's language).
import { AdminFailure } from '../admin/failure';
import type { UserContext } from '../context';
import { requireSiteLevel } from './admin-common';
import { checkFor } from './permissions';

export const REPORT_PAGES = {
  dataset: 'hzero.report.dataset',
  define: 'hzero.report.define',
  query: 'hzero.report.query',
} as const;

const WHAT = { zh_CN: '使用报表中心', en_US: 'use the report centre' };

/** The code of a button of the report centre's pages (a write needs it besides the page). */
export const reportButton = (page: 'dataset' | 'report-define' | 'report-query', action: string) =>
  `hrpt.${page}.button.${action}`;

/** Refuses a role that is not site-level or holds none of `pages`. */
export function requireReportPage(ctx: UserContext, ...pages: string[]): void {
  requireSiteLevel(ctx, WHAT);
  if (checkFor(ctx, pages).some((check) => check.approve)) return;
  throw new AdminFailure(
    'error.permission.denied',
    {
      zh_CN: `当前角色不能${WHAT.zh_CN}（${pages.join('、')}）`,
      en_US: `The current role may not ${WHAT.en_US} (${pages.join(', ')})`,
    },
    'warn',
    403,
  );
}
