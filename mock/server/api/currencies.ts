// Currencies (/hpfm/currency, site level): the paged list, which every role may read (a tenant
// reads the platform's currencies), and the create, update and delete of one currency, which only
// a site-level role holding the page's create, edit or delete code may make.
import { t } from '../../data/lov-types';
import type { CurrencyInput, NewCurrency } from '../admin/currency-store';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute } from '../context';
import { json } from '../http/reply';
import { auditCurrency } from '../monitor/audited-writes';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

const PRECISION = { min: 0, max: 6 };

const listCurrencies: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const code = query.text('currencyCode') ?? undefined;
  const name = query.text('currencyName') ?? undefined;
  const enabled = query.flag('enabled') ?? query.flag('enabledFlag');
  const rows = ctx.state.admin.currencies
    .list()
    .filter(
      (currency) =>
        contains(currency.currencyCode, code) &&
        contains(currency.name[lang], name) &&
        (enabled === undefined || currency.enabledFlag === enabled),
    )
    .map((currency) => ctx.state.admin.currencies.row(currency, lang));
  return listReply(
    rows,
    ctx.query,
    (a, b) => a.currencyCode.localeCompare(b.currencyCode),
    'currencies',
  );
};

function readUpdate(reader: FieldReader): CurrencyInput {
  return {
    currencyId: reader.requiredInt('currencyId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    currencyCode: reader.text('currencyCode') ?? undefined,
    currencyName: reader.presentText('currencyName', 60),
    countryId: reader.nullableInt('countryId', { min: 1 }),
    financialPrecision: reader.int('financialPrecision', PRECISION),
    defaultPrecision: reader.int('defaultPrecision', PRECISION),
    currencySymbol: reader.text('currencySymbol', { max: 10 }),
    enabledFlag: reader.flag('enabledFlag'),
  };
}

export const CURRENCY_EDIT = 'hpfm.currency.button.edit';
export const CURRENCY_CREATE = 'hpfm.currency.button.create';
export const CURRENCY_DELETE = 'hpfm.currency.button.delete';
/** ISO 4217: three capital letters. */
const CODE = /^[A-Z]{3}$/;

function readNew(reader: FieldReader): NewCurrency {
  const currencyCode = reader.requiredText('currencyCode', 3);
  if (!CODE.test(currencyCode)) {
    reader.fail(
      'currencyCode',
      '必须是三个大写字母（ISO 4217）',
      'must be three capital letters (ISO 4217)',
    );
  }
  return {
    currencyCode,
    currencyName: reader.requiredText('currencyName', 60),
    countryId: reader.nullableInt('countryId', { min: 1 }) ?? null,
    financialPrecision: reader.int('financialPrecision', PRECISION) ?? 2,
    defaultPrecision: reader.int('defaultPrecision', PRECISION) ?? 2,
    currencySymbol: reader.text('currencySymbol', { max: 10 }) || null,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  };
}

const createCurrency: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, t('新建币种', 'create currencies'));
  requirePermission(ctx, CURRENCY_CREATE);
  const input = readNew(new FieldReader(objectBody(await ctx.body())));
  const { currencies } = ctx.state.admin;
  return json(currencies.row(currencies.create(input), lang));
};

const deleteCurrency: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, t('删除币种', 'delete currencies'));
  requirePermission(ctx, CURRENCY_DELETE);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const removed = ctx.state.admin.currencies.remove(
    reader.requiredInt('currencyId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
  );
  return json(ctx.state.admin.currencies.row(removed, lang));
};

const updateCurrency: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, t('修改币种', 'change currencies'));
  requirePermission(ctx, CURRENCY_EDIT);
  const input = readUpdate(new FieldReader(objectBody(await ctx.body())));
  const { currencies } = ctx.state.admin;
  const stored = currencies.list().find((c) => c.currencyId === input.currencyId);
  const before = stored && currencies.row(stored, lang);
  const saved = currencies.row(currencies.update(input, lang), lang);
  if (before) auditCurrency(ctx, before, saved);
  return json(saved);
};

export const currencyRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/currencys', adminHandler(listCurrencies)),
  userRoute('POST', '/hpfm/v1/currencys', adminHandler(createCurrency)),
  userRoute('PUT', '/hpfm/v1/currencys', adminHandler(updateCurrency)),
  userRoute('DELETE', '/hpfm/v1/currencys', adminHandler(deleteCurrency)),
];
