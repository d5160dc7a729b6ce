// Lookups (LOV): view definitions, paged data, values and batches of values. Meanings are in the
// caller's language (or `?lang=`). Public (`/pub`) forms serve the platform's value sets only.
// Value sets come from the gateway state (what the value set pages saved), data lookups from the
// seed directory; lookup views from the gateway state (what the Lookup Views page saved).
import { findDataLov, type DataRow } from '../../data/lovs';
import { viewIn, type StoredLovView } from '../admin/lov-view-store';
import type { StoredHeader } from '../admin/value-set-store';
import {
  publicRoute,
  userRoute,
  type ApiRoute,
  type RequestContext,
  type UserContext,
} from '../context';
import { json, type Reply } from '../http/reply';
import type { LovValue, LovViewInfo, Page } from '../platform-types';
import type { LanguageCode } from '../types';
import { intParam } from './query-params';
import { answerLanguage, checkedTenant, failedWith } from './platform-common';

/** Query parameters that are never filters or batch aliases. */
const RESERVED = new Set(['lovCode', 'page', 'size', 'sort', 'access_token', 'lang', 'tenantId']);
const DEFAULT_PAGE_SIZE = 10;
const LANGUAGE_LOV = 'HPFM.LANGUAGE';
const MAX_PAGE_SIZE = 1000;

function notFound(what: string): Reply {
  return failedWith('warn', 'error.lov.not_found', `Lookup ${what} does not exist`);
}

/** A tenant-scoped data LOV shows the session tenant's rows; platform (0) and public see all. */
function scopeOf(ctx: RequestContext | UserContext): number | undefined {
  return 'session' in ctx && ctx.session.tenantId !== 0 ? ctx.session.tenantId : undefined;
}

/**
 * The lookup a caller may read: the session organisation's own value set or the platform's (any
 * on the platform organisation); without a token, platform value sets only.
 */
function lovFor(
  ctx: RequestContext | UserContext,
  lovCode: string | null,
): StoredHeader | undefined {
  if (!lovCode) return undefined;
  const sets = ctx.state.admin.valueSets;
  if (!('session' in ctx)) {
    const header = sets.headerByCode(lovCode, 'public');
    return header?.lovTypeCode === 'IDP' ? header : undefined;
  }
  return sets.headerByCode(lovCode, ctx.session.tenantId);
}

/**
 * Data lookups whose rows are what an admin page saved, not the seed: HPFM.COUNTRY offers the
 * enabled countries of the Countries page, HPFM.TENANT the enabled tenants of the tenant directory
 * (Tenant Information and Initialisation).
 */
const LIVE_ROWS: Record<
  string,
  (ctx: RequestContext | UserContext, lang: LanguageCode) => DataRow[]
> = {
  'HPFM.COUNTRY': (ctx, lang) =>
    ctx.state.masterData.countries.countries
      .list()
      .filter((country) => country.enabledFlag === 1)
      .sort((a, b) => a.countryId - b.countryId)
      .map((country) => ({
        countryId: country.countryId,
        countryCode: country.countryCode,
        countryName: country.name[lang],
        enabledFlag: 1,
      })),
  'HPFM.TENANT': (ctx) =>
    ctx.state.accounts.tenants
      .all()
      .filter((tenant) => tenant.enabledFlag === 1)
      .map((tenant) => ({
        tenantId: tenant.id,
        tenantNum: tenant.num,
        tenantName: tenant.name,
        enabledFlag: 1,
      })),
};

/** A data lookup's rows in a language, the organisation's only when it is tenant-scoped. */
function dataLovRows(
  ctx: RequestContext | UserContext,
  lovCode: string,
  lang: LanguageCode,
): DataRow[] {
  const lov = findDataLov(lovCode);
  if (!lov) return [];
  const scope = scopeOf(ctx);
  const live = LIVE_ROWS[lovCode];
  const rows = live ? live(ctx, lang) : typeof lov.rows === 'function' ? lov.rows(lang) : lov.rows;
  return rows.filter((row) => !lov.tenantScoped || scope === undefined || row.tenantId === scope);
}

/**
 * What `lovs/value` answers: a value set's enabled values, a data lookup's rows as value and
 * meaning; nothing for a disabled lookup or a URL one (its data is not the mock's).
 */
function lovValues(
  ctx: RequestContext | UserContext,
  header: StoredHeader,
  lang: LanguageCode,
): LovValue[] {
  if (header.enabledFlag === 0) return [];
  if (header.lovTypeCode === 'IDP') {
    // HPFM.LANGUAGE offers the languages enabled on the Languages page (HZERO reads the table)
    const offered = (value: { value: string }) =>
      header.lovCode !== LANGUAGE_LOV || ctx.state.texts.languages.isEnabled(value.value);
    return ctx.state.admin.valueSets
      .values(header.lovId)
      .filter((value) => value.enabledFlag === 1 && offered(value))
      .map((value) => ({
        value: value.value,
        meaning: value.meaning[lang],
        orderSeq: value.orderSeq,
        tag: value.tag,
      }));
  }
  const lov = findDataLov(header.lovCode);
  if (!lov) return [];
  return dataLovRows(ctx, header.lovCode, lang).map((row, i) => ({
    value: String(row[lov.valueField]),
    meaning: String(row[lov.displayField]),
    orderSeq: (i + 1) * 10,
    tag: null,
  }));
}

/** Rows of lovs/data: a data LOV's (tenant-scoped) rows, or a value set's values. */
function dataRows(
  ctx: RequestContext | UserContext,
  header: StoredHeader,
  lang: LanguageCode,
): DataRow[] {
  if (header.lovTypeCode === 'SQL' && header.enabledFlag === 1) {
    return dataLovRows(ctx, header.lovCode, lang);
  }
  return lovValues(ctx, header, lang).map(({ value, meaning, orderSeq, tag }) => ({
    value,
    meaning,
    orderSeq,
    tag,
  }));
}

/** A view as `lov-view/info` answers it: its query fields and columns from its lines, in order. */
function viewInfo(stored: StoredLovView, lang: LanguageCode, prefix: string): LovViewInfo {
  const view = viewIn(stored, lang);
  return {
    viewCode: view.viewCode,
    viewName: view.viewName,
    lovCode: view.lovCode,
    valueField: view.valueField,
    displayField: view.displayField,
    pageSize: view.pageSize,
    queryFields: view.viewLines
      .filter((line) => line.queryFieldFlag === 1)
      .map((line) => ({
        field: line.fieldName,
        label: line.display,
        dataType: line.dataType as 'STRING' | 'NUMBER' | 'SELECT',
      })),
    tableFields: view.viewLines
      .filter((line) => line.tableFieldFlag === 1)
      .map((line) => ({
        title: line.display,
        dataIndex: line.fieldName,
        width: line.tableFieldWidth ?? 150,
      })),
    queryUrl: `${prefix}/lovs/data?lovCode=${encodeURIComponent(view.lovCode)}`,
  };
}

/** An enabled view whose lookup the caller may read. */
function lovViewInfo(ctx: RequestContext | UserContext): Reply {
  const viewCode = ctx.query.get('viewCode') ?? '';
  const view = ctx.state.admin.lovViews.byCode(viewCode);
  const header = view?.enabledFlag === 1 ? lovFor(ctx, view.lovCode) : undefined;
  if (!view || !header) {
    return failedWith('warn', 'error.lov.view_not_found', `Lookup view ${viewCode} does not exist`);
  }
  const orgId = ctx.params.orgId;
  const prefix = orgId && orgId !== 'pub' ? `/hpfm/v1/${orgId}` : '/hpfm/v1';
  return json(viewInfo(view, answerLanguage(ctx), prefix));
}

function matches(row: DataRow, filters: [string, string][]): boolean {
  return filters.every(([field, wanted]) =>
    String(row[field] ?? '')
      .toLowerCase()
      .includes(wanted.toLowerCase()),
  );
}

function sortRows(rows: DataRow[], sort: string | null): DataRow[] {
  const [field, order] = (sort ?? '').split(',');
  if (!field) return rows;
  const sign = order?.toLowerCase() === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[field] ?? '', b[field] ?? ''];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}

export function pageOf<T>(rows: T[], page: number, size: number): Page<T> {
  const content = rows.slice(page * size, page * size + size);
  return {
    content,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    size,
    number: page,
    numberOfElements: content.length,
  };
}

function lovData(ctx: UserContext): Reply {
  const lovCode = ctx.query.get('lovCode');
  const header = lovFor(ctx, lovCode);
  if (!header) return notFound(lovCode ?? '(no lovCode)');
  const rows = dataRows(ctx, header, answerLanguage(ctx));
  const fields = new Set(rows.flatMap((row) => Object.keys(row)));
  const filters = [...ctx.query.entries()].filter(
    ([key, value]) => !RESERVED.has(key) && fields.has(key) && value !== '',
  );
  const selected = sortRows(
    rows.filter((row) => matches(row, filters)),
    ctx.query.get('sort'),
  );
  const size = Math.min(
    Math.max(intParam(ctx.query, 'size') ?? DEFAULT_PAGE_SIZE, 1),
    MAX_PAGE_SIZE,
  );
  return json(pageOf(selected, intParam(ctx.query, 'page') ?? 0, size));
}

function lovValue(ctx: UserContext): Reply {
  const lovCode = ctx.query.get('lovCode');
  const header = lovFor(ctx, lovCode);
  if (!header) return notFound(lovCode ?? '(no lovCode)');
  return json(lovValues(ctx, header, answerLanguage(ctx)));
}

function lovValueBatch(ctx: RequestContext | UserContext): Reply {
  const answer: Record<string, LovValue[]> = {};
  for (const [alias, lovCode] of ctx.query.entries()) {
    if (RESERVED.has(alias)) continue;
    const header = lovFor(ctx, lovCode);
    if (!header) return notFound(`${lovCode} (alias ${alias})`);
    answer[alias] = lovValues(ctx, header, answerLanguage(ctx));
  }
  return json(answer);
}

export const lovRoutes: ApiRoute[] = [
  publicRoute('GET', '/hpfm/v1/pub/lov-view/info', lovViewInfo),
  userRoute('GET', '/hpfm/v1/lov-view/info', lovViewInfo),
  userRoute('GET', '/hpfm/v1/:orgId/lov-view/info', checkedTenant(lovViewInfo)),
  userRoute('GET', '/hpfm/v1/lovs/data', lovData),
  userRoute('GET', '/hpfm/v1/:orgId/lovs/data', checkedTenant(lovData)),
  userRoute('GET', '/hpfm/v1/lovs/value', lovValue),
  userRoute('GET', '/hpfm/v1/:orgId/lovs/value', checkedTenant(lovValue)),
  publicRoute('GET', '/hpfm/v1/pub/lovs/value/batch', lovValueBatch),
  userRoute('GET', '/hpfm/v1/lovs/value/batch', lovValueBatch),
  userRoute('GET', '/hpfm/v1/:orgId/lovs/value/batch', checkedTenant(lovValueBatch)),
];
