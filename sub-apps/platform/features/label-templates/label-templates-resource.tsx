/**
 * The platform's label templates as a resource (/hrpt/label-template): searched by code and name;
 * created and edited in a dialog (code typed once, name, size in millimetres, the dataset and the
 * fields it prints with their sample values, and the layout as a list of elements); Preview opens
 * the label drawn to scale (the page's own action). The layout is checked against the size and
 * fields as typed (label-form.ts), its message naming the row at fault.
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { Translate } from '@polaris/core/kit/texts';
import {
  LABEL_CODE,
  LABEL_SIZE,
  type LabelTemplateDto,
  type LabelTemplateQuery,
} from '@polaris/core/services/report/label-types';
import type { FormRule } from 'antd';
import { saveLabelTemplate } from './api/save-label-template';
import { fetchLabelTemplates } from './api/fetch-label-templates';
import { elementsProblem, fieldsProblem, savedElements, savedFields } from './label-form';
import { ElementsField, FieldsField } from './LabelRowsFields';

export const LABEL_TEMPLATE_CODES = {
  create: 'hrpt.label-template.button.create',
  edit: 'hrpt.label-template.button.edit',
};

export interface LabelTemplateValues {
  templateCode: string;
  templateName: string;
  width: number;
  height: number;
  datasetCode: string;
  enabledFlag: boolean;
  fields: RowsFieldRecord[];
  elements: RowsFieldRecord[];
}

/** The layout's rule: its elements against the size and fields typed in the same form. */
const layoutRule =
  (t: Translate): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, rows: RowsFieldRecord[] | undefined) => {
      const problem = elementsProblem(rows, {
        width: getFieldValue('width'),
        height: getFieldValue('height'),
        fields: getFieldValue('fields'),
      });
      if (problem) throw new Error(t(problem.key, problem.values));
    },
  });

const size = { kind: 'number', required: true, min: LABEL_SIZE.min, max: LABEL_SIZE.max } as const;

const rowsOf = <T extends object>(list: readonly T[] | undefined) =>
  (list ?? []).map((item) => ({ ...item }) as RowsFieldRecord);

export function labelTemplatesResource(t: Translate) {
  return defineResource<LabelTemplateDto, LabelTemplateQuery, LabelTemplateValues>({
    key: ['hrpt', 'label-templates'],
    texts: 'hrpt.labelTemplate',
    endpoint: fetchLabelTemplates,
    rowKey: 'templateId',
    search: [
      { name: 'templateCode', span: 8 },
      { name: 'templateName', span: 8 },
    ],
    columns: [
      { field: 'templateCode', width: 180, kind: 'code' },
      { field: 'templateName', width: 180 },
      {
        field: 'size',
        computed: true,
        width: 110,
        render: (_value: never, row) => `${row.width} × ${row.height}`,
      },
      { field: 'datasetCode', width: 140, kind: 'code' },
      {
        field: 'fields',
        width: 220,
        render: (fields: LabelTemplateDto['fields']) => fields.map((one) => one.name).join(', '),
      },
      { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
    ],
    actions: [{ key: 'preview' }, { key: 'edit', permission: LABEL_TEMPLATE_CODES.edit }],
    form: {
      createTitle: 'hrpt.labelTemplate.create.title',
      createPermission: LABEL_TEMPLATE_CODES.create,
      editTitle: 'hrpt.labelTemplate.edit.title',
      titleValues: (template) => ({ code: template.templateCode }),
      width: 920,
      fields: [
        {
          name: 'templateCode',
          only: 'create',
          required: true,
          maxLength: 60,
          pattern: LABEL_CODE,
        },
        { name: 'templateName', required: true, maxLength: 120 },
        { name: 'width', ...size },
        { name: 'height', ...size },
        { name: 'datasetCode', maxLength: 60 },
        { name: 'enabledFlag', kind: 'switch' },
        { name: 'fields', kind: 'custom', render: () => <FieldsField />, validate: fieldsProblem },
        {
          name: 'elements',
          kind: 'custom',
          render: () => <ElementsField />,
          rules: [layoutRule(t)],
        },
      ],
      initial: (template) => ({
        templateCode: template?.templateCode ?? '',
        templateName: template?.templateName ?? '',
        width: template?.width ?? 60,
        height: template?.height ?? 40,
        datasetCode: template?.datasetCode ?? '',
        enabledFlag: template ? template.enabledFlag === 1 : true,
        fields: rowsOf(template?.fields),
        elements: rowsOf(template?.elements),
      }),
      save: (values, template) => {
        const saved = {
          templateName: values.templateName.trim(),
          width: values.width,
          height: values.height,
          datasetCode: values.datasetCode?.trim() || null,
          enabledFlag: values.enabledFlag ? 1 : 0,
          fields: savedFields(values.fields),
          elements: savedElements(values.elements),
        } as const;
        return saveLabelTemplate(
          template
            ? {
                templateId: template.templateId,
                objectVersionNumber: template.objectVersionNumber,
                ...saved,
              }
            : { templateCode: values.templateCode.trim(), ...saved },
        );
      },
    },
  });
}
