// The platform's master data (site level, as currencies): Countries and Regions
// (`/hpfm/v1/countries`, `/hpfm/v1/countries/{countryId}/regions`) and Banks (`/hpfm/v1/banks`).
// Every signed-in role reads them (a tenant reads the platform's); a create, update or delete
// needs a site-level role holding the page's button code (`hpfm.country.button.*` for countries
// and their regions, `hpfm.bank.button.*`). A create answers the saved record (version 1), an
// update the fields present changed (names in the caller's language), a delete the removed one;
// deletes take `{ <id>, objectVersionNumber }` as the body, as HZERO's do.
import { t, type Texts } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import { bankRow, type BankInput } from '../master-data/bank-store';
import { countryRow, regionRow, type CountryInput } from '../master-data/country-store';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

type Action = 'create' | 'edit' | 'delete';
const COUNTRIES = '/hpfm/v1/countries';
const REGIONS = '/hpfm/v1/countries/:countryId/regions';
const BANKS = '/hpfm/v1/banks';
const byId =
  <T extends object>(id: (row: T) => number) =>
  (a: T, b: T) =>
    id(a) - id(b);

/** A write of the platform's master data: a site-level role holding `${prefix}.button.${action}`. */
function siteWrite(prefix: string, action: Action, what: Texts, handler: AdminHandler) {
  return adminHandler((ctx, lang) => {
    requireSiteLevel(ctx, what);
    requirePermission(ctx, `${prefix}.button.${action}`);
    return handler(ctx, lang);
  });
}

const bodyOf = async (ctx: UserContext) => new FieldReader(objectBody(await ctx.body()));
const versionOf = (reader: FieldReader) => reader.requiredInt('objectVersionNumber', { min: 0 });

/** A code: capitals, digits and `_-`, checked by `pattern`, named in the failure. */
function codeOf(reader: FieldReader, field: string, pattern: RegExp, rule: Texts): string {
  const code = reader.requiredText(field, 30);
  if (!pattern.test(code)) reader.fail(field, rule.zh_CN, rule.en_US);
  return code;
}

/** What a create (`creating`: code, name and state required) or an update changes. */
function readInput(reader: FieldReader, creating: boolean, field: 'country' | 'region') {
  const input: CountryInput = {
    name: creating
      ? reader.requiredText(`${field}Name`, 60)
      : reader.presentText(`${field}Name`, 60),
    enabledFlag: reader.flag('enabledFlag') ?? (creating ? 1 : undefined),
  };
  if (!creating) return input;
  const code =
    field === 'country'
      ? codeOf(
          reader,
          'countryCode',
          /^[A-Z]{2}$/,
          t('必须是两个大写字母（ISO 3166-1）', 'must be two capital letters (ISO 3166-1)'),
        )
      : codeOf(
          reader,
          'regionCode',
          /^[A-Z0-9][A-Z0-9_-]*$/,
          t('只能是大写字母、数字、_ 和 -', 'may hold capitals, digits, _ and - only'),
        );
  return { ...input, code } as Required<CountryInput>;
}

const countryStore = (ctx: UserContext) => ctx.state.masterData.countries;

const listCountries: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const code = query.text('countryCode') ?? undefined;
  const name = query.text('countryName') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = countryStore(ctx)
    .countries.list()
    .filter(
      (country) =>
        contains(country.countryCode, code) &&
        contains(country.name[lang], name) &&
        (enabled === undefined || country.enabledFlag === enabled),
    )
    .map((country) => countryRow(country, lang));
  return listReply(
    rows,
    ctx.query,
    byId((row) => row.countryId),
    'countries',
  );
};

const createCountry: AdminHandler = async (ctx, lang) => {
  const input = readInput(await bodyOf(ctx), true, 'country') as Required<CountryInput>;
  return json(countryRow(countryStore(ctx).createCountry(input), lang));
};

const updateCountry: AdminHandler = async (ctx, lang) => {
  const reader = await bodyOf(ctx);
  const id = reader.requiredInt('countryId', { min: 1 });
  const saved = countryStore(ctx).updateCountry(
    id,
    versionOf(reader),
    readInput(reader, false, 'country'),
    lang,
  );
  return json(countryRow(saved, lang));
};

const deleteCountry: AdminHandler = async (ctx, lang) => {
  const reader = await bodyOf(ctx);
  const id = reader.requiredInt('countryId', { min: 1 });
  return json(countryRow(countryStore(ctx).countries.remove(id, versionOf(reader)), lang));
};

const countryIdOf = (ctx: UserContext) => {
  const id = Number(ctx.params.countryId);
  return countryStore(ctx).countries.get(Number.isInteger(id) ? id : 0).countryId;
};

const listRegions: AdminHandler = (ctx, lang) => {
  const countryId = countryIdOf(ctx);
  const query = queryReader(ctx.query);
  const code = query.text('regionCode') ?? undefined;
  const name = query.text('regionName') ?? undefined;
  const rows = countryStore(ctx)
    .regionsOf(countryId)
    .filter((region) => contains(region.regionCode, code) && contains(region.name[lang], name))
    .map((region) => regionRow(region, lang));
  return listReply(
    rows,
    ctx.query,
    byId((row) => row.regionId),
    'regions',
  );
};

const createRegion: AdminHandler = async (ctx, lang) => {
  const countryId = countryIdOf(ctx);
  const input = readInput(await bodyOf(ctx), true, 'region') as Required<CountryInput>;
  return json(regionRow(countryStore(ctx).createRegion(countryId, input), lang));
};

const updateRegion: AdminHandler = async (ctx, lang) => {
  const countryId = countryIdOf(ctx);
  const reader = await bodyOf(ctx);
  const id = reader.requiredInt('regionId', { min: 1 });
  const input = readInput(reader, false, 'region');
  const saved = countryStore(ctx).updateRegion(countryId, id, versionOf(reader), input, lang);
  return json(regionRow(saved, lang));
};

const deleteRegion: AdminHandler = async (ctx, lang) => {
  const countryId = countryIdOf(ctx);
  const reader = await bodyOf(ctx);
  const id = countryStore(ctx).region(
    countryId,
    reader.requiredInt('regionId', { min: 1 }),
  ).regionId;
  return json(regionRow(countryStore(ctx).regions.remove(id, versionOf(reader)), lang));
};

const BANK_CODE = /^[A-Z0-9][A-Z0-9_-]*$/;

function readBank(reader: FieldReader, creating: boolean): BankInput {
  return {
    bankCode: creating
      ? codeOf(
          reader,
          'bankCode',
          BANK_CODE,
          t('只能是大写字母、数字、_ 和 -', 'may hold capitals, digits, _ and - only'),
        )
      : undefined,
    bankName: creating ? reader.requiredText('bankName', 120) : reader.presentText('bankName', 120),
    bankShortName: reader.text('bankShortName', { max: 60 }),
    enabledFlag: reader.flag('enabledFlag'),
  };
}

const banks = (ctx: UserContext) => ctx.state.masterData.banks;

const listBanks: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const code = query.text('bankCode') ?? undefined;
  const name = query.text('bankName') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = banks(ctx)
    .banks.list()
    .map((bank) => bankRow(bank, lang))
    .filter(
      (bank) =>
        contains(bank.bankCode, code) &&
        (contains(bank.bankName, name) || contains(bank.bankShortName, name)) &&
        (enabled === undefined || bank.enabledFlag === enabled),
    );
  return listReply(
    rows,
    ctx.query,
    byId((row) => row.bankId),
    'banks',
  );
};

const createBank: AdminHandler = async (ctx, lang) => {
  const input = readBank(await bodyOf(ctx), true) as BankInput & {
    bankCode: string;
    bankName: string;
  };
  return json(bankRow(banks(ctx).create(input), lang));
};

const updateBank: AdminHandler = async (ctx, lang) => {
  const reader = await bodyOf(ctx);
  const id = reader.requiredInt('bankId', { min: 1 });
  return json(
    bankRow(banks(ctx).update(id, versionOf(reader), readBank(reader, false), lang), lang),
  );
};

const deleteBank: AdminHandler = async (ctx, lang) => {
  const reader = await bodyOf(ctx);
  const id = reader.requiredInt('bankId', { min: 1 });
  return json(bankRow(banks(ctx).banks.remove(id, versionOf(reader)), lang));
};

const COUNTRY = 'hpfm.country';
const BANK = 'hpfm.bank';
const country = (action: Action, zh: string, en: string, handler: AdminHandler) =>
  siteWrite(COUNTRY, action, t(zh, en), handler);
const bank = (action: Action, zh: string, en: string, handler: AdminHandler) =>
  siteWrite(BANK, action, t(zh, en), handler);

export const masterDataRoutes: ApiRoute[] = [
  userRoute('GET', COUNTRIES, adminHandler(listCountries)),
  userRoute(
    'POST',
    COUNTRIES,
    country('create', '新建国家/地区', 'create countries', createCountry),
  ),
  userRoute('PUT', COUNTRIES, country('edit', '修改国家/地区', 'change countries', updateCountry)),
  userRoute(
    'DELETE',
    COUNTRIES,
    country('delete', '删除国家/地区', 'delete countries', deleteCountry),
  ),
  userRoute('GET', REGIONS, adminHandler(listRegions)),
  userRoute('POST', REGIONS, country('create', '新建地区', 'create regions', createRegion)),
  userRoute('PUT', REGIONS, country('edit', '修改地区', 'change regions', updateRegion)),
  userRoute('DELETE', REGIONS, country('delete', '删除地区', 'delete regions', deleteRegion)),
  userRoute('GET', BANKS, adminHandler(listBanks)),
  userRoute('POST', BANKS, bank('create', '新建银行', 'create banks', createBank)),
  userRoute('PUT', BANKS, bank('edit', '修改银行', 'change banks', updateBank)),
  userRoute('DELETE', BANKS, bank('delete', '删除银行', 'delete banks', deleteBank)),
];
