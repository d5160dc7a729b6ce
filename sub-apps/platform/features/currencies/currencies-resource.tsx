/**
 * The currencies (ISO codes) as a resource: searched by code and name; each with a sample amount
 * formatted with its precision (JPY and KRW without decimals, BHD and KWD with three, CLF with
 * four), its country and status; created (its ISO code typed once) and edited in a dialog whose
 * country is chosen with the lookup field over HPFM.COUNTRY; deleted with confirmation; the list
 * exported as a file.
 */
import { formatCurrency } from '@polaris/core/kit/format/currency';
import type { LovChoice } from '@polaris/core/kit/lov/lov-choice';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { CurrencyDto, CurrencyQuery } from '@polaris/core/services/platform/types';
import { fetchCurrencies } from './api/fetch-currencies';
import { createCurrency } from './api/create-currency';
import { deleteCurrency } from './api/delete-currency';
import { updateCurrency } from './api/update-currency';

/** The amount every row shows, so the precisions can be compared at a glance. */
const SAMPLE_AMOUNT = '1234567.891';

export interface CurrencyValues {
  currencyCode: string;
  currencyName: string;
  country: LovChoice | null;
  defaultPrecision: number;
  financialPrecision: number;
  currencySymbol: string;
  enabledFlag: boolean;
}

const precision = {
  kind: 'number',
  required: true,
  min: 0,
  max: 6,
  message: 'hpfm.currency.error.precision',
} as const;

/** ISO 4217: three capital letters. */
const ISO_CODE = /^\s*[A-Z]{3}\s*$/;

/** What a create and an update both send. */
const savedFields = (values: CurrencyValues) => ({
  currencyName: values.currencyName.trim(),
  countryId: values.country ? Number(values.country.value) : null,
  defaultPrecision: values.defaultPrecision,
  financialPrecision: values.financialPrecision,
  currencySymbol: values.currencySymbol?.trim() || null,
  enabledFlag: values.enabledFlag ? 1 : 0,
});

export const currenciesResource = defineResource<CurrencyDto, CurrencyQuery, CurrencyValues>({
  key: ['hpfm', 'currencies'],
  texts: 'hpfm.currency',
  endpoint: fetchCurrencies,
  rowKey: 'currencyId',
  exportable: true,
  search: [
    { name: 'currencyCode', span: 8 },
    { name: 'currencyName', span: 8 },
  ],
  columns: [
    { field: 'currencyCode', width: 100, sort: true },
    { field: 'currencyName', width: 180 },
    { field: 'countryName', title: 'hpfm.currency.field.country', width: 160 },
    { field: 'defaultPrecision', width: 100 },
    {
      field: 'sample',
      width: 200,
      align: 'right',
      computed: true,
      render: (_value: never, currency, cell) =>
        formatCurrency(SAMPLE_AMOUNT, currency.currencyCode, cell.language, {
          precision: currency.defaultPrecision,
        }),
    },
    { field: 'currencySymbol', width: 90 },
    { field: 'enabledFlag', width: 110, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: 'hpfm.currency.button.edit' },
    {
      key: 'delete',
      permission: 'hpfm.currency.button.delete',
      danger: true,
      confirm: {
        title: 'hpfm.currency.delete.title',
        values: (currency) => ({ code: currency.currencyCode }),
      },
    },
  ],
  remove: (currencies) => Promise.all(currencies.map((currency) => deleteCurrency(currency))),
  form: {
    createTitle: 'hpfm.currency.create.title',
    createPermission: 'hpfm.currency.button.create',
    editTitle: 'hpfm.currency.edit.title',
    titleValues: (currency) => ({ code: currency.currencyCode }),
    fields: [
      {
        name: 'currencyCode',
        only: 'create',
        required: true,
        pattern: ISO_CODE,
        message: 'hpfm.currency.error.code',
      },
      { name: 'currencyName', required: true, maxLength: 60, message: 'hpfm.currency.error.name' },
      { name: 'country', kind: 'lovView', viewCode: 'HPFM.COUNTRY' },
      { name: 'defaultPrecision', ...precision },
      { name: 'financialPrecision', ...precision },
      { name: 'currencySymbol', maxLength: 8 },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (currency) => ({
      currencyCode: currency?.currencyCode ?? '',
      currencyName: currency?.currencyName ?? '',
      country:
        !currency || currency.countryId === null
          ? null
          : { value: currency.countryId, meaning: currency.countryName ?? '' },
      defaultPrecision: currency?.defaultPrecision ?? 2,
      financialPrecision: currency?.financialPrecision ?? 2,
      currencySymbol: currency?.currencySymbol ?? '',
      enabledFlag: currency ? currency.enabledFlag === 1 : true,
    }),
    save: (values, currency) =>
      currency
        ? updateCurrency({
            currencyId: currency.currencyId,
            objectVersionNumber: currency.objectVersionNumber,
            ...savedFields(values),
          })
        : createCurrency({ currencyCode: values.currencyCode.trim(), ...savedFields(values) }),
  },
});
