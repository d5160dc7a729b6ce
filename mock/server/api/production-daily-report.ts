// The daily production report, under HZERO's report service: `GET /hrpt/v1/{organizationId}/
// daily-production?dateFrom=&dateTo=&lineCode=` (dates optional, together), a paged list of each line's target, output and
// scrap per working day. Its column export (`exportType=COLUMN`) needs the permission code
// `globex.report.daily.button.export`, which the page's Export button checks too.
import { t } from '../../data/lov-types';
import { queryReader } from '../admin/input';
import { listReply } from '../admin/listing';
import { userRoute, type ApiRoute } from '../context';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';
import { dayRange } from './production-engineering';

export const DAILY_EXPORT = 'globex.report.daily.button.export';

/** The longest range the report answers, in days. */
export const REPORT_MAX_DAYS = 366;

const dailyProduction: AdminHandler = (ctx, lang) => {
  if (ctx.query.get('exportType') === 'COLUMN') {
    requirePermission(ctx, DAILY_EXPORT, t('导出生产日报', 'export the daily production report'));
  }
  // no dates: every day kept; one of them: both needed
  const dated = ctx.query.has('dateFrom') || ctx.query.has('dateTo');
  const range = dated ? dayRange(ctx.query, REPORT_MAX_DAYS) : {};
  const lineCode = queryReader(ctx.query).text('lineCode') ?? undefined;
  const rows = ctx.state.production.dailyReport.rows(
    ctx.session.tenantId,
    { ...range, lineCode },
    lang,
  );
  return listReply(
    rows,
    ctx.query,
    (a, b) => a.reportDate.localeCompare(b.reportDate) || a.lineCode.localeCompare(b.lineCode),
    'daily-production',
  );
};

export const dailyReportRoutes: ApiRoute[] = [
  userRoute('GET', '/hrpt/v1/:orgId/daily-production', adminHandler(dailyProduction)),
];
