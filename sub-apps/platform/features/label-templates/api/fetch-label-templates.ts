/**
 * `GET {report}/v1/label-templates`: a page of the platform's label templates (site roles holding
 * `hzero.report.label`), by id; filters templateCode and templateName (contain).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  LabelTemplateDto,
  LabelTemplateQuery,
} from '@polaris/core/services/report/label-types';

export const fetchLabelTemplates = listEndpoint<LabelTemplateDto, LabelTemplateQuery>(
  'report',
  'site',
  'label-templates',
);
