/**
 * The values of one data hierarchy level as a resource, shown below the levels: searched by value
 * and meaning; created (value, meanings in Chinese and English) and renamed in the kit's dialog;
 * enabled and disabled from the row (a disabled value leaves the header's selector of its level
 * at the next load).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type {
  HierarchyLevelDto,
  HierarchyValueDto,
  HierarchyValueQuery,
} from '@polaris/core/services/platform/org-config-types';
import { fetchHierarchyValues } from './api/fetch-hierarchy-values';
import { saveHierarchyValue } from './api/save-hierarchy-value';
import { enableActions, HIERARCHY_EDIT } from './enable-actions';
import { codeProblem, HIERARCHY_CREATE } from './levels-resource';

export interface ValueValues {
  value: string;
  meaningZh: string;
  meaningEn: string;
  enabledFlag: boolean;
}

export const valuesResource = (level: HierarchyLevelDto) =>
  defineResource<HierarchyValueDto, HierarchyValueQuery, ValueValues>({
    key: ['hpfm', 'data-hierarchy-values', level.dataHierarchyId],
    texts: 'hpfm.dataHierarchy.values',
    title: 'hpfm.dataHierarchy.values.title',
    endpoint: fetchHierarchyValues,
    fixedFilters: { dataHierarchyId: level.dataHierarchyId },
    rowKey: 'valueId',
    search: [{ name: 'value' }, { name: 'meaning' }],
    columns: [
      { field: 'value', width: 160, kind: 'code', sort: true },
      { field: 'meaning', width: 220 },
      { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
    ],
    actions: [
      { key: 'edit', label: 'hpfm.dataHierarchy.action.edit', permission: HIERARCHY_EDIT },
      ...enableActions<HierarchyValueDto>(
        (value, enabledFlag) =>
          saveHierarchyValue({
            valueId: value.valueId,
            objectVersionNumber: value.objectVersionNumber,
            enabledFlag,
          }),
        (value) => ({ name: value.meaning }),
      ),
    ],
    form: {
      createTitle: 'hpfm.dataHierarchy.values.create.title',
      createPermission: HIERARCHY_CREATE,
      editTitle: 'hpfm.dataHierarchy.values.edit.title',
      titleValues: (value) => ({ value: value.value }),
      fields: [
        {
          name: 'value',
          required: true,
          validate: codeProblem,
          only: 'create',
        },
        { name: 'meaningZh', required: true, maxLength: 60 },
        { name: 'meaningEn', required: true, maxLength: 60 },
        { name: 'enabledFlag', kind: 'switch' },
      ],
      initial: (value) => ({
        value: value?.value ?? '',
        meaningZh: value?._tls.meaning.zh_CN ?? '',
        meaningEn: value?._tls.meaning.en_US ?? '',
        enabledFlag: value ? value.enabledFlag === 1 : true,
      }),
      save: (values, value) =>
        saveHierarchyValue({
          ...(value
            ? { valueId: value.valueId, objectVersionNumber: value.objectVersionNumber }
            : { dataHierarchyId: level.dataHierarchyId, value: values.value.trim() }),
          enabledFlag: values.enabledFlag ? 1 : 0,
          _tls: { meaning: { zh_CN: values.meaningZh.trim(), en_US: values.meaningEn.trim() } },
        }),
    },
  });
