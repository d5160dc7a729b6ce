/**
 * The data hierarchy levels as a resource (/hpfm/data-hierarchy, site level): every tenant's
 * levels, searched by tenant, code and name; created (tenant, code, names in Chinese and English,
 * how the header offers it: a selector or the dialog) and edited in the kit's dialog; enabled and
 * disabled from the row (a disabled level leaves its tenant's header at the next load). Values
 * opens the level's values below the list (the page's own).
 */
import { defineResource, type FieldProblem } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { Translate } from '@polaris/core/kit/texts';
import type {
  HierarchyLevelDto,
  HierarchyLevelQuery,
} from '@polaris/core/services/platform/org-config-types';
import { fetchHierarchyLevels } from './api/fetch-hierarchy-levels';
import { saveHierarchyLevel } from './api/save-hierarchy-level';
import { enableActions, HIERARCHY_EDIT } from './enable-actions';

export const HIERARCHY_CREATE = 'hpfm.data-hierarchy.button.create';

/** A level's code or a value: capitals, digits, `_` and `-` (at most 30). */
const HIERARCHY_CODE = /^\s*[A-Z0-9][A-Z0-9_-]{0,29}\s*$/;

/** What is wrong with a typed code or value (the message names the field), if anything. */
export const codeProblem = (code: string): FieldProblem | undefined =>
  !code || HIERARCHY_CODE.test(code) ? undefined : { key: 'hpfm.dataHierarchy.error.code' };

export interface LevelValues {
  tenantId?: string | number;
  dataHierarchyCode: string;
  nameZh: string;
  nameEn: string;
  displayStyle: 'SELECT' | 'MODAL';
  enabledFlag: boolean;
}

const STYLES = (t: Translate) => [
  { value: 'SELECT', label: t('hpfm.dataHierarchy.style.SELECT') },
  { value: 'MODAL', label: t('hpfm.dataHierarchy.style.MODAL') },
];

export const levelsResource = defineResource<HierarchyLevelDto, HierarchyLevelQuery, LevelValues>({
  key: ['hpfm', 'data-hierarchies'],
  texts: 'hpfm.dataHierarchy',
  endpoint: fetchHierarchyLevels,
  rowKey: 'dataHierarchyId',
  search: [
    { name: 'tenantId', kind: 'lov', lovCode: 'HPFM.TENANT' },
    { name: 'dataHierarchyCode' },
    { name: 'dataHierarchyName' },
  ],
  columns: [
    { field: 'tenantName', width: 180 },
    { field: 'dataHierarchyCode', width: 160, kind: 'code', sort: true },
    { field: 'dataHierarchyName', width: 160 },
    {
      field: 'displayStyle',
      width: 140,
      render: (style: string, _row, cell) => cell.t(`hpfm.dataHierarchy.style.${style}`),
    },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'values', quiet: true },
    { key: 'edit', permission: HIERARCHY_EDIT },
    ...enableActions<HierarchyLevelDto>(
      (level, enabledFlag) =>
        saveHierarchyLevel({
          dataHierarchyId: level.dataHierarchyId,
          objectVersionNumber: level.objectVersionNumber,
          enabledFlag,
        }),
      (level) => ({ name: level.dataHierarchyName }),
    ),
  ],
  visibleActions: 4,
  form: {
    createTitle: 'hpfm.dataHierarchy.create.title',
    createPermission: HIERARCHY_CREATE,
    editTitle: 'hpfm.dataHierarchy.edit.title',
    titleValues: (level) => ({ code: level.dataHierarchyCode }),
    fields: [
      { name: 'tenantId', kind: 'lov', lovCode: 'HPFM.TENANT', required: true, only: 'create' },
      {
        name: 'dataHierarchyCode',
        required: true,
        validate: codeProblem,
        only: 'create',
      },
      { name: 'nameZh', required: true, maxLength: 60 },
      { name: 'nameEn', required: true, maxLength: 60 },
      { name: 'displayStyle', kind: 'select', required: true, options: STYLES },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (level) => ({
      tenantId: level?.tenantId,
      dataHierarchyCode: level?.dataHierarchyCode ?? '',
      nameZh: level?._tls.dataHierarchyName.zh_CN ?? '',
      nameEn: level?._tls.dataHierarchyName.en_US ?? '',
      displayStyle: level?.displayStyle ?? 'SELECT',
      enabledFlag: level ? level.enabledFlag === 1 : true,
    }),
    save: (values, level) =>
      saveHierarchyLevel({
        ...(level
          ? {
              dataHierarchyId: level.dataHierarchyId,
              objectVersionNumber: level.objectVersionNumber,
            }
          : {
              tenantId: Number(values.tenantId),
              dataHierarchyCode: values.dataHierarchyCode.trim(),
            }),
        displayStyle: values.displayStyle,
        enabledFlag: values.enabledFlag ? 1 : 0,
        _tls: {
          dataHierarchyName: { zh_CN: values.nameZh.trim(), en_US: values.nameEn.trim() },
        },
      }),
  },
});
