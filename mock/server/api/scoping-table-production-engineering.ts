// Scope rows of the production engineering routes (items, BOMs, the capacity board) and of the
// daily production report. Only Globex (tenant 2) holds such records: another organisation's
// caller probes them, and its own calls answer empty lists. See scoping-types.ts.
import { BOM_TENANT } from '../production/bom-seed';
import type { Caller } from './scoping-fixtures';
import { anyRow, forms, scoped, type Probe, type ScopeTable } from './scoping-types';

const GLOBEX_BOM = 1;

/** A range of recent days (the report's seed is the last 60 days). */
function recentDays(): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `dateFrom=${day(Date.now() - 30 * 86_400_000)}&dateTo=${day(Date.now())}`;
}

/** A list read: the caller's own form never shows Globex's rows. */
const list = (query = '') =>
  scoped({
    own: () => ({ query }),
    others: (_c: Caller, victim: number): Probe[] =>
      victim === BOM_TENANT ? [{ query, reveals: anyRow }] : [],
  });

const onGlobexBom = (call: { body?: unknown }, role?: (c: Caller) => boolean) =>
  scoped({
    own: () => ({ params: { bomId: GLOBEX_BOM }, ...call }),
    role,
    checkOwn: (c) => c.tenantId === BOM_TENANT,
    others: (_c, victim) =>
      victim === BOM_TENANT ? [{ params: { bomId: GLOBEX_BOM }, ...call }] : [],
  });

export const productionEngineeringScopes: ScopeTable = {
  ...forms('GET', '/mes/v1/:orgId/items', list('itemCode=FG')),
  ...forms('GET', '/mes/v1/:orgId/boms', list('itemCode=FG-EB100')),
  ...forms('GET', '/mes/v1/:orgId/boms/:bomId/lines', onGlobexBom({})),
  ...forms(
    'POST',
    '/mes/v1/:orgId/boms/:bomId/lines/batch-save',
    onGlobexBom({ body: { objectVersionNumber: 1, lines: [] } }, (c) => c.admin || c.roleId === 12),
  ),
  ...forms('GET', '/mes/v1/:orgId/work-centres', list()),
  ...forms('GET', '/mes/v1/:orgId/capacity-loads', list('dateFrom=2025-03-03&dateTo=2025-03-16')),
  ...forms('GET', '/hrpt/v1/:orgId/daily-production', list(recentDays())),
};
