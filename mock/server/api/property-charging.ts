// The Charge Standards page's endpoints (/wy/api/:version/PROP/..., issue 23): the organisation's
// charge standards (list, create, edit, delete), the projects a standard may belong to, and its
// charging parameters (renaming its label for a house; the start-up's GET is in wy.ts). Writes
// check the button code the page checks (403 otherwise); a code the organisation already has, a
// stale version or another organisation's record fail as the envelope says.
import { contains } from '../admin/listing';
import { arrayBody, FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { invalid } from '../admin/failure';
import { houseAliasProblem } from '../../../src/services/property/charging-rules';
import {
  BILLING_METHODS,
  HOUSE_ALIAS_MAX,
  type BillingMethod,
  type ChargeStandardDto,
  type HouseAliasDto,
} from '../../../src/services/property/charging-types';
import type { UserContext } from '../context';
import type { ChargeStandardInput, StoredChargeStandard } from '../property/charge-standard-store';
import { requiredDecimal } from '../production/orders-input';
import { requirePermission } from './admin-common';
import { propertyRoute, wyOk, wyPage } from './property-common';

export const standardPermission = (action: string) => `acme.property.standard.button.${action}`;

const tenantOf = (ctx: UserContext) => ctx.session.tenantId;

function standardRow(ctx: UserContext, standard: StoredChargeStandard): ChargeStandardDto {
  const { tenantId, ...row } = standard;
  const project = ctx.state.property.houses
    .projectsOf(tenantId)
    .find((one) => one.projectId === standard.projectId);
  return { ...row, projectName: project?.projectName ?? '' };
}

function listStandards(ctx: UserContext) {
  const query = queryReader(ctx.query);
  const code = query.text('standardCode') ?? undefined;
  const name = query.text('standardName') ?? undefined;
  const project = query.text('projectName') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = ctx.state.property.charging.standards
    .list(tenantOf(ctx))
    .map((standard) => standardRow(ctx, standard))
    .filter(
      (row) =>
        contains(row.standardCode, code) &&
        contains(row.standardName, name) &&
        contains(row.projectName, project) &&
        (enabled === undefined || row.enabledFlag === enabled),
    );
  return wyPage(rows, ctx.query, (a, b) => a.standardCode.localeCompare(b.standardCode));
}

function readStandard(ctx: UserContext, raw: Raw): ChargeStandardInput {
  const reader = new FieldReader(raw);
  const standardCode = reader.requiredText('standardCode', 30);
  if (!/^[A-Z0-9][A-Z0-9_-]*$/.test(standardCode)) {
    reader.fail(
      'standardCode',
      '只能包含大写字母、数字、下划线和连字符',
      'may hold capital letters, digits, underscores and hyphens only',
    );
  }
  const billingMethod = reader.requiredText('billingMethod') as BillingMethod;
  if (!BILLING_METHODS.includes(billingMethod)) {
    reader.fail(
      'billingMethod',
      `必须是 ${BILLING_METHODS.join('、')} 之一`,
      `must be one of ${BILLING_METHODS.join(', ')}`,
    );
  }
  const projectId = reader.requiredInt('projectId', { min: 1 });
  ctx.state.property.houses.project(tenantOf(ctx), projectId); // another organisation's: not found
  return {
    projectId,
    standardCode,
    standardName: reader.requiredText('standardName', 60),
    billingMethod,
    unitPrice: requiredDecimal(raw, 'unitPrice', { min: 0.01, max: 99999.99, decimals: 2 }),
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  };
}

async function createStandard(ctx: UserContext) {
  requirePermission(ctx, standardPermission('create'));
  const raw = objectBody(await ctx.body());
  const saved = ctx.state.property.charging.standards.create(tenantOf(ctx), readStandard(ctx, raw));
  return wyOk(standardRow(ctx, saved));
}

async function updateStandard(ctx: UserContext) {
  requirePermission(ctx, standardPermission('edit'));
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const saved = ctx.state.property.charging.standards.update(
    tenantOf(ctx),
    reader.requiredInt('standardId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
    readStandard(ctx, raw),
  );
  return wyOk(standardRow(ctx, saved));
}

async function deleteStandards(ctx: UserContext) {
  requirePermission(ctx, standardPermission('delete'));
  const refs = arrayBody(await ctx.body()).map((raw, index) => {
    const reader = new FieldReader(raw, {
      zh_CN: `第 ${index + 1} 行：`,
      en_US: `Row ${index + 1}: `,
    });
    return {
      standardId: reader.requiredInt('standardId', { min: 1 }),
      objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    };
  });
  ctx.state.property.charging.standards.remove(tenantOf(ctx), refs);
  return wyOk(null);
}

async function saveHouseAlias(ctx: UserContext) {
  requirePermission(ctx, standardPermission('alias'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const alias = reader.text('houseAlias') ?? '';
  const problem = houseAliasProblem(alias);
  if (problem === 'required') throw invalid('houseAlias 必填', 'houseAlias is required');
  if (problem === 'tooLong') {
    throw invalid(
      `houseAlias 最多 ${HOUSE_ALIAS_MAX} 个字符`,
      `houseAlias must be at most ${HOUSE_ALIAS_MAX} characters`,
    );
  }
  const houseAlias = ctx.state.property.charging.parameters.setHouseAlias(tenantOf(ctx), alias);
  const body: HouseAliasDto = { houseAlias };
  return wyOk(body);
}

export const chargingRoutes = [
  propertyRoute('GET', '/charge-standard', listStandards),
  propertyRoute('POST', '/charge-standard', createStandard),
  propertyRoute('PUT', '/charge-standard', updateStandard),
  propertyRoute('DELETE', '/charge-standard', deleteStandards),
  propertyRoute('PUT', '/charging-parameter-setting/house-alias', saveHouseAlias),
];
