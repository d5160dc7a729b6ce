/**
 * The labels as a resource (/hiam/label, page hzero.system.label): searched by name, type and
 * status; created (name and type fixed from then on) and edited (description, status) in the
 * kit's dialog. Roles carry ROLE labels (the role form offers the enabled ones).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus, yesNoStatus } from '@polaris/core/kit/status/row-status';
import type { Translate } from '@polaris/core/kit/texts';
import type { LabelDto, LabelQuery, LabelType } from '@polaris/core/services/iam/role-admin-types';
import { createLabel } from './api/create-label';
import { fetchLabels } from './api/fetch-labels';
import { updateLabel } from './api/update-label';

export interface LabelValues {
  name: string;
  type: LabelType;
  description: string;
  enabledFlag: boolean;
}

const types = (t: Translate) => [
  { value: 'ROLE', label: t('hiam.label.type.ROLE') },
  { value: 'MENU', label: t('hiam.label.type.MENU') },
];

/** Label names: capitals, digits and underscores, starting with a capital. */
export const LABEL_NAME = /^[A-Z][A-Z0-9_]*$/;

export const labelsResource = defineResource<LabelDto, LabelQuery, LabelValues>({
  key: ['hiam', 'labels'],
  texts: 'hiam.label',
  endpoint: fetchLabels,
  rowKey: 'id',
  exportable: true,
  search: [
    { name: 'name', span: 6 },
    { name: 'type', kind: 'select', span: 6, options: types },
  ],
  columns: [
    { field: 'name', width: 180, kind: 'code', sort: true },
    {
      field: 'type',
      width: 100,
      render: (type: never, _label, cell) => cell.t(`hiam.label.type.${String(type)}`),
    },
    { field: 'description', width: 240 },
    { field: 'roleCount', width: 90, kind: 'number' },
    { field: 'presetFlag', width: 90, kind: 'status', status: yesNoStatus },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [{ key: 'edit', permission: 'hzero.system.label.button.edit' }],
  form: {
    createTitle: 'hiam.label.create.title',
    editTitle: 'hiam.label.edit.title',
    titleValues: (label) => ({ name: label.name }),
    createPermission: 'hzero.system.label.button.create',
    fields: [
      {
        name: 'name',
        required: true,
        maxLength: 40,
        pattern: LABEL_NAME,
        message: 'hiam.label.error.name',
        only: 'create',
      },
      { name: 'type', kind: 'select', required: true, options: types, only: 'create' },
      { name: 'description', kind: 'textarea', maxLength: 240 },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (label) => ({
      name: label?.name ?? '',
      type: label?.type ?? 'ROLE',
      description: label?.description ?? '',
      enabledFlag: label ? label.enabledFlag === 1 : true,
    }),
    save: (values, label) =>
      label
        ? updateLabel({
            id: label.id,
            objectVersionNumber: label.objectVersionNumber,
            description: values.description?.trim() || null,
            enabledFlag: values.enabledFlag ? 1 : 0,
          })
        : createLabel({
            name: values.name.trim(),
            type: values.type,
            description: values.description?.trim() || null,
            enabledFlag: values.enabledFlag ? 1 : 0,
          }),
  },
});
