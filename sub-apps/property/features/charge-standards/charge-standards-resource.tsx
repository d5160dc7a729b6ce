/**
 * Charge standards as a resource: a project's charge items, searched by code, name, project and
 * status; each bills a house a month by its area (unit price per m²) or a fixed amount, with two
 * decimals. Created and edited in the kit's dialog (guarded by their button codes), deleted by
 * those who may (the code is hidden for a property manager).
 */
import { formatNumber } from '@polaris/core/kit/format/number';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import {
  BILLING_METHODS,
  type BillingMethod,
  type ChargeStandardDto,
  type ChargeStandardQuery,
} from '@polaris/core/services/property/charging-types';
import { createChargeStandard } from './api/create-charge-standard';
import { deleteChargeStandards } from './api/delete-charge-standards';
import { fetchChargeStandards } from './api/fetch-charge-standards';
import { updateChargeStandard } from './api/update-charge-standard';
import { ProjectSelect } from '../projects';

/** The button code guarding an action (the office refuses the call without it). */
export const standardPermission = (key: string) => `acme.property.standard.button.${key}`;

export interface ChargeStandardValues {
  /** The project's id (ProjectSelect); none until chosen. */
  projectId: number | undefined;
  standardCode: string;
  standardName: string;
  billingMethod: BillingMethod;
  unitPrice: number | null;
  enabledFlag: boolean;
}

const methodOptions = (t: (key: string) => string) =>
  BILLING_METHODS.map((method) => ({ value: method, label: t(`wuye.standard.method.${method}`) }));

export const chargeStandardsResource = defineResource<
  ChargeStandardDto,
  ChargeStandardQuery,
  ChargeStandardValues
>({
  key: ['wuye', 'charge-standards'],
  alsoChanges: [['wuye', 'bills']],
  texts: 'wuye.standard',
  endpoint: fetchChargeStandards,
  rowKey: 'standardId',
  search: [
    { name: 'standardCode' },
    { name: 'standardName' },
    { name: 'projectName' },
    {
      name: 'enabledFlag',
      kind: 'select',
      options: (t) => [
        { value: 1, label: t('hzero.common.kit.status.enabled') },
        { value: 0, label: t('hzero.common.kit.status.disabled') },
      ],
    },
  ],
  columns: [
    { field: 'standardCode', width: 130, kind: 'code', sort: true },
    { field: 'standardName', width: 180, sort: true },
    { field: 'projectName', width: 160 },
    {
      field: 'billingMethod',
      width: 170,
      render: (method: never, _row, cell) => cell.t(`wuye.standard.method.${String(method)}`),
    },
    {
      field: 'unitPrice',
      width: 120,
      align: 'right',
      sort: true,
      render: (price: never, _row, cell) => formatNumber(price, cell.language, { decimals: 2 }),
    },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: standardPermission('edit') },
    {
      key: 'delete',
      permission: standardPermission('delete'),
      confirm: {
        title: 'wuye.standard.delete.title',
        values: (row) => ({ code: row.standardCode }),
      },
    },
  ],
  remove: deleteChargeStandards,
  form: {
    createTitle: 'wuye.standard.create.title',
    editTitle: 'wuye.standard.edit.title',
    titleValues: (row) => ({ code: row.standardCode }),
    createPermission: standardPermission('create'),
    fields: [
      { name: 'projectId', kind: 'custom', required: true, render: () => <ProjectSelect /> },
      {
        name: 'standardCode',
        required: true,
        maxLength: 30,
        pattern: /^[A-Z0-9][A-Z0-9_-]*$/,
      },
      { name: 'standardName', required: true, maxLength: 60 },
      { name: 'billingMethod', kind: 'select', required: true, options: methodOptions },
      {
        name: 'unitPrice',
        kind: 'number',
        required: true,
        min: 0.01,
        max: 99999.99,
        precision: 2,
      },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (row) => ({
      projectId: row?.projectId,
      standardCode: row?.standardCode ?? '',
      standardName: row?.standardName ?? '',
      billingMethod: row?.billingMethod ?? 'AREA_MONTHLY',
      unitPrice: row?.unitPrice ?? null,
      enabledFlag: row ? row.enabledFlag === 1 : true,
    }),
    save: (values, row) => {
      const sent = {
        projectId: values.projectId as number,
        standardCode: values.standardCode.trim(),
        standardName: values.standardName.trim(),
        billingMethod: values.billingMethod,
        unitPrice: values.unitPrice as number,
        enabledFlag: values.enabledFlag ? (1 as const) : (0 as const),
      };
      return row
        ? updateChargeStandard({
            ...sent,
            standardId: row.standardId,
            objectVersionNumber: row.objectVersionNumber,
          })
        : createChargeStandard(sent);
    },
  },
});
