/**
 * One country's regions as a resource (shown below the countries when Regions is chosen):
 * searched by code and name, created, edited, enabled, disabled and deleted under the country's
 * codes.
 */
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { CountryAdminDto, RegionDto } from '@polaris/core/services/platform/master-data-types';
import { deleteRegion } from './api/delete-region';
import { fetchRegionsOf } from './api/fetch-regions';
import { saveRegion } from './api/save-region';
import { COUNTRY_CODES } from './countries-resource';

export interface RegionValues {
  regionCode: string;
  regionName: string;
  enabledFlag: boolean;
}

const REGION_CODE = /^\s*[A-Z0-9][A-Z0-9_-]*\s*$/;

export function regionsResource(country: CountryAdminDto) {
  const { countryId } = country;
  return defineResource<RegionDto, object, RegionValues>({
    key: ['hpfm', 'regions', countryId],
    texts: 'hpfm.region',
    title: 'hpfm.region.title',
    endpoint: fetchRegionsOf(countryId),
    rowKey: 'regionId',
    search: [
      { name: 'regionCode', span: 8 },
      { name: 'regionName', span: 8 },
    ],
    columns: [
      { field: 'regionCode', width: 120, sort: true },
      { field: 'regionName', width: 220 },
      { field: 'enabledFlag', width: 110, kind: 'status', status: enabledStatus },
    ],
    actions: [
      { key: 'edit', permission: COUNTRY_CODES.edit },
      ...enableActions<RegionDto>({
        permission: COUNTRY_CODES.edit,
        save: ({ regionId, objectVersionNumber }, enabledFlag) =>
          saveRegion(countryId, { regionId, objectVersionNumber, enabledFlag }),
      }),
      {
        key: 'delete',
        permission: COUNTRY_CODES.delete,
        danger: true,
        confirm: {
          title: 'hpfm.region.delete.title',
          values: (region) => ({ name: region.regionName }),
        },
      },
    ],
    remove: (regions) => Promise.all(regions.map((region) => deleteRegion(region))),
    form: {
      createTitle: 'hpfm.region.create.title',
      createPermission: COUNTRY_CODES.create,
      editTitle: 'hpfm.region.edit.title',
      titleValues: (region) => ({ name: region.regionName }),
      fields: [
        {
          name: 'regionCode',
          only: 'create',
          required: true,
          maxLength: 30,
          pattern: REGION_CODE,
          message: 'hpfm.region.error.code',
        },
        { name: 'regionName', required: true, maxLength: 60 },
        { name: 'enabledFlag', kind: 'switch' },
      ],
      initial: (region) => ({
        regionCode: region?.regionCode ?? '',
        regionName: region?.regionName ?? '',
        enabledFlag: region ? region.enabledFlag === 1 : true,
      }),
      save: (values, region) =>
        saveRegion(countryId, {
          ...(region
            ? { regionId: region.regionId, objectVersionNumber: region.objectVersionNumber }
            : { regionCode: values.regionCode.trim() }),
          regionName: values.regionName.trim(),
          enabledFlag: values.enabledFlag ? 1 : 0,
        }),
    },
  });
}
