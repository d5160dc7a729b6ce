// Currencies (/hpfm/currency, site level): the paged list, which every role may read (a tenant
// reads the platform's currencies), and the update of one currency, which only a site-level role
// holding the page's edit code may make.
import { t } from '../../data/lov-types';
import { currencyRow, type CurrencyInput } from '../admin/currency-store';
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
    .map((currency) => currencyRow(currency, lang));
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

const updateCurrency: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, t('修改币种', 'change currencies'));
  requirePermission(ctx, CURRENCY_EDIT);
  const input = readUpdate(new FieldReader(objectBody(await ctx.body())));
  const { currencies } = ctx.state.admin;
  const stored = currencies.list().find((c) => c.currencyId === input.currencyId);
  const before = stored && currencyRow(stored, lang);
  const saved = currencyRow(currencies.update(input, lang), lang);
  if (before) auditCurrency(ctx, before, saved);
  return json(saved);
};

export const currencyRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/currencys', adminHandler(listCurrencies)),
  userRoute('PUT', '/hpfm/v1/currencys', adminHandler(updateCurrency)),
];
