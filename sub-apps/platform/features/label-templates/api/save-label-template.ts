/**
 * `POST {report}/v1/label-templates` creates a template (no templateId; its code unique, else
 * `error.label_template.exists`); `PUT` changes one (its id and current `objectVersionNumber`; a
 * stale one fails with `error.record.changed`). Each takes its `hrpt.label-template.button.*`
 * code; an element or field at fault is named by its place (`elements[2] lies outside the label`).
 */
import { recordEndpoint } from '@polaris/core/services/record-endpoint';
import type {
  LabelTemplateDto,
  LabelTemplateSave,
} from '@polaris/core/services/report/label-types';

export const { save: saveLabelTemplate } = recordEndpoint<LabelTemplateDto, LabelTemplateSave>(
  'report',
  'site',
  'label-templates',
  'templateId',
);
