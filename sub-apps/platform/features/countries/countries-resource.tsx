/**
 * The platform's countries as a resource: searched by code and name; created (the ISO code typed
 * once) and edited in a dialog, enabled and disabled (what every country field offers follows),
 * deleted with confirmation (refused for a country in use); Regions opens its regions below.
 */
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type {
  CountryAdminDto,
  CountryQuery,
} from '@polaris/core/services/platform/master-data-types';
import { deleteCountry } from './api/delete-country';
import { fetchCountries } from './api/fetch-countries';
import { saveCountry } from './api/save-country';

export interface CountryValues {
  countryCode: string;
  countryName: string;
  enabledFlag: boolean;
}

export const COUNTRY_CODES = {
  create: 'hpfm.country.button.create',
  edit: 'hpfm.country.button.edit',
  delete: 'hpfm.country.button.delete',
};

/** ISO 3166-1 alpha-2: two capital letters. */
const ISO_CODE = /^\s*[A-Z]{2}\s*$/;

export const countriesResource = defineResource<CountryAdminDto, CountryQuery, CountryValues>({
  key: ['hpfm', 'countries'],
  texts: 'hpfm.country',
  endpoint: fetchCountries,
  rowKey: 'countryId',
  exportable: true,
  search: [
    { name: 'countryCode', span: 8 },
    { name: 'countryName', span: 8 },
  ],
  columns: [
    { field: 'countryCode', width: 110, sort: true },
    { field: 'countryName', width: 240 },
    { field: 'enabledFlag', width: 110, kind: 'status', status: enabledStatus },
  ],
  visibleActions: 4,
  actions: [
    { key: 'regions', quiet: true },
    { key: 'edit', permission: COUNTRY_CODES.edit },
    ...enableActions<CountryAdminDto>({
      permission: COUNTRY_CODES.edit,
      save: ({ countryId, objectVersionNumber }, enabledFlag) =>
        saveCountry({ countryId, objectVersionNumber, enabledFlag }),
      confirm: {
        title: 'hpfm.country.disable.title',
        content: 'hpfm.country.disable.content',
        values: (country) => ({ name: country.countryName }),
      },
    }),
    {
      key: 'delete',
      permission: COUNTRY_CODES.delete,
      danger: true,
      confirm: {
        title: 'hpfm.country.delete.title',
        values: (country) => ({ name: country.countryName }),
      },
    },
  ],
  remove: (countries) => Promise.all(countries.map((country) => deleteCountry(country))),
  form: {
    createTitle: 'hpfm.country.create.title',
    createPermission: COUNTRY_CODES.create,
    editTitle: 'hpfm.country.edit.title',
    titleValues: (country) => ({ name: country.countryName }),
    fields: [
      {
        name: 'countryCode',
        only: 'create',
        required: true,
        pattern: ISO_CODE,
        message: 'hpfm.country.error.code',
      },
      { name: 'countryName', required: true, maxLength: 60 },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (country) => ({
      countryCode: country?.countryCode ?? '',
      countryName: country?.countryName ?? '',
      enabledFlag: country ? country.enabledFlag === 1 : true,
    }),
    save: (values, country) =>
      saveCountry({
        ...(country
          ? { countryId: country.countryId, objectVersionNumber: country.objectVersionNumber }
          : { countryCode: values.countryCode.trim() }),
        countryName: values.countryName.trim(),
        enabledFlag: values.enabledFlag ? 1 : 0,
      }),
  },
});
