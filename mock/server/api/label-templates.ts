// Label templates of the report service (`/hrpt/v1/label-templates`, HZERO's label printing): the
// platform's, on the site form only. A site-level role holding the page (`hzero.report.label`)
// reads them; creating and changing one takes its button code
// (`hrpt.label-template.button.{create,edit}`). A change carries the version read.
import { elementFault, type ElementFault } from '../../../src/services/report/label-layout';
import {
  LABEL_CODE,
  LABEL_ELEMENT_TYPES,
  LABEL_FIELD_NAME,
  LABEL_SIZE,
  type LabelElement,
  type LabelField,
} from '../../../src/services/report/label-types';
import { t } from '../../data/lov-types';
import { invalid } from '../admin/failure';
import { FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { LabelTemplateInput } from '../report/label-template-store';
import { userRoute, type ApiRoute } from '../context';
import { json } from '../http/reply';
import { adminHandler, sitePageCheck, type AdminHandler } from './admin-common';

export const LABEL_PAGE = 'hzero.report.label';
export const LABEL_CODES = {
  create: 'hrpt.label-template.button.create',
  edit: 'hrpt.label-template.button.edit',
};
const PATH = '/hrpt/v1/label-templates';
const allowed = sitePageCheck(LABEL_PAGE, t('维护标签模板', 'maintain label templates'));

const listTemplates: AdminHandler = (ctx) => {
  allowed(ctx);
  const query = queryReader(ctx.query);
  const code = query.text('templateCode') ?? undefined;
  const name = query.text('templateName') ?? undefined;
  const rows = ctx.state.admin.labelTemplates
    .list()
    .filter((row) => contains(row.templateCode, code) && contains(row.templateName, name));
  return listReply(rows, ctx.query, (a, b) => a.templateId - b.templateId, 'label-templates');
};

const place = (what: string, index: number) => ({
  zh_CN: `${what}[${index + 1}].`,
  en_US: `${what}[${index + 1}].`,
});

function fieldOf(raw: Raw, index: number): LabelField {
  const reader = new FieldReader(raw, place('fields', index));
  const name = reader.requiredText('name', 30);
  if (!LABEL_FIELD_NAME.test(name)) {
    reader.fail(
      'name',
      '须以字母开头，只含字母、数字和 _',
      'must be a letter, then letters, digits or _',
    );
  }
  return { name, sample: reader.text('sample', { max: 120 }) ?? '' };
}

function elementOf(raw: Raw, index: number): LabelElement {
  const reader = new FieldReader(raw, place('elements', index));
  const mm = { min: 0, max: LABEL_SIZE.max };
  return {
    type: reader.oneOf('type', LABEL_ELEMENT_TYPES),
    content: reader.requiredText('content', 200),
    x: reader.requiredInt('x', mm),
    y: reader.requiredInt('y', mm),
    width: reader.requiredInt('width', { min: 1, max: LABEL_SIZE.max }),
    height: reader.requiredInt('height', { min: 1, max: LABEL_SIZE.max }),
  };
}

const FAULTS: Record<ElementFault['fault'], [string, string]> = {
  content: ['没有内容', 'has no content'],
  size: ['没有大小', 'has no size'],
  outside: ['超出标签范围', 'lies outside the label'],
  field: ['引用了标签没有的字段', 'names a field the label does not print'],
};

function inputOf(raw: Raw): LabelTemplateInput {
  const reader = new FieldReader(raw);
  const size = { min: LABEL_SIZE.min, max: LABEL_SIZE.max };
  const fields = reader.objects('fields').map(fieldOf);
  const twice = fields.find((one, i) => fields.findIndex((f) => f.name === one.name) < i);
  if (twice) reader.fail('fields', `中 ${twice.name} 重复`, `name ${twice.name} twice`);
  const input: LabelTemplateInput = {
    templateName: reader.requiredText('templateName', 120),
    width: reader.requiredInt('width', size),
    height: reader.requiredInt('height', size),
    datasetCode: reader.text('datasetCode', { max: 60 }) || null,
    fields,
    elements: reader.objects('elements').map(elementOf),
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  };
  const fault = elementFault(
    input.elements,
    input,
    fields.map((field) => field.name),
  );
  if (fault) {
    const [zh, en] = FAULTS[fault.fault];
    const name = fault.fault === 'field' ? ` {${fault.name}}` : '';
    throw invalid(`elements[${fault.row}]${name} ${zh}`, `elements[${fault.row}]${name} ${en}`);
  }
  return input;
}

const createTemplate: AdminHandler = async (ctx) => {
  allowed(ctx, LABEL_CODES.create);
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const code = reader.requiredText('templateCode', 60);
  if (!LABEL_CODE.test(code)) {
    reader.fail(
      'templateCode',
      '只能含大写字母、数字、_、. 和 -',
      'must be capital letters, digits, _, . and -',
    );
  }
  return json(ctx.state.admin.labelTemplates.create(code, inputOf(raw)));
};

const updateTemplate: AdminHandler = async (ctx) => {
  allowed(ctx, LABEL_CODES.edit);
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const id = reader.requiredInt('templateId', { min: 1 });
  const version = reader.requiredInt('objectVersionNumber', { min: 0 });
  return json(ctx.state.admin.labelTemplates.update(id, version, inputOf(raw)));
};

export const labelTemplateRoutes: ApiRoute[] = [
  userRoute('GET', PATH, adminHandler(listTemplates)),
  userRoute('POST', PATH, adminHandler(createTemplate)),
  userRoute('PUT', PATH, adminHandler(updateTemplate)),
];
