// The Data Hierarchies page (/hpfm/data-hierarchy, site level): every tenant's hierarchy levels
// and their values, created, renamed, enabled and disabled by a site-level role holding the
// page's codes. The header's selectors of a tenant's users offer what is enabled here
// (data-hierarchy.ts reads the same store).
import { t } from '../../data/lov-types';
import { localName } from '../../data/languages';
import { objectBody, queryReader, FieldReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { notFound, invalid } from '../admin/failure';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import { checkedCode, type StoredLevel, type StoredValue } from '../org-config/hierarchy-store';
import { namePair } from '../org-config/name-pair';
import type {
  HierarchyLevelDto,
  HierarchyValueDto,
} from '../../../src/services/platform/org-config-types';
import { adminHandler, sitePageCheck, type AdminHandler } from './admin-common';

export const HIERARCHY_PAGE = 'hzero.platform.hierarchy';
export const HIERARCHY_CREATE = 'hpfm.data-hierarchy.button.create';
export const HIERARCHY_EDIT = 'hpfm.data-hierarchy.button.edit';

const allowed = sitePageCheck(HIERARCHY_PAGE, t('维护数据层级', 'maintain data hierarchies'));

function tenantName(ctx: UserContext, tenantId: number, lang: string): string {
  try {
    return localName(ctx.state.accounts.tenant(tenantId).names, lang);
  } catch {
    throw notFound(`租户 ${tenantId} 不存在`, `Tenant ${tenantId} does not exist`);
  }
}

function levelDto(ctx: UserContext, level: StoredLevel, lang: string): HierarchyLevelDto {
  return {
    dataHierarchyId: level.dataHierarchyId,
    tenantId: level.tenantId,
    tenantName: tenantName(ctx, level.tenantId, lang),
    dataHierarchyCode: level.code,
    dataHierarchyName: localName(level.name, lang),
    displayStyle: level.displayStyle,
    enabledFlag: level.enabledFlag,
    objectVersionNumber: level.objectVersionNumber,
    _tls: { dataHierarchyName: { ...level.name } },
  };
}

const valueDto = (value: StoredValue, lang: string): HierarchyValueDto => ({
  valueId: value.valueId,
  dataHierarchyId: value.dataHierarchyId,
  value: value.value,
  meaning: localName(value.meaning, lang),
  enabledFlag: value.enabledFlag,
  objectVersionNumber: value.objectVersionNumber,
  _tls: { meaning: { ...value.meaning } },
});

function displayStyleOf(reader: FieldReader): 'SELECT' | 'MODAL' | undefined {
  const style = reader.text('displayStyle') ?? undefined;
  if (style === undefined || style === 'SELECT' || style === 'MODAL') return style;
  throw invalid('displayStyle 必须是 SELECT 或 MODAL', 'displayStyle must be SELECT or MODAL');
}

const listLevels: AdminHandler = (ctx, lang) => {
  allowed(ctx);
  const query = queryReader(ctx.query);
  const tenantId = query.int('tenantId');
  const code = query.text('dataHierarchyCode') ?? undefined;
  const name = query.text('dataHierarchyName') ?? undefined;
  const rows = ctx.state.orgConfig.hierarchies
    .levelList()
    .filter((level) => tenantId === undefined || level.tenantId === tenantId)
    .map((level) => levelDto(ctx, level, lang))
    .filter(
      (row) => contains(row.dataHierarchyCode, code) && contains(row.dataHierarchyName, name),
    );
  return listReply(
    rows,
    ctx.query,
    (a, b) => a.dataHierarchyId - b.dataHierarchyId,
    'data-hierarchies',
  );
};

const createLevel: AdminHandler = async (ctx, lang) => {
  allowed(ctx, HIERARCHY_CREATE);
  const body = objectBody(await ctx.body());
  const reader = new FieldReader(body);
  const tenantId = reader.requiredInt('tenantId', { min: 1 });
  tenantName(ctx, tenantId, lang);
  const name = namePair(body, 'dataHierarchyName', 60);
  if (!name) throw invalid('dataHierarchyName 必填', 'dataHierarchyName is required');
  const level = ctx.state.orgConfig.hierarchies.createLevel({
    tenantId,
    code: checkedCode('dataHierarchyCode', reader.requiredText('dataHierarchyCode')),
    name,
    displayStyle: displayStyleOf(reader) ?? 'SELECT',
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  });
  return json(levelDto(ctx, level, lang));
};

const updateLevel: AdminHandler = async (ctx, lang) => {
  allowed(ctx, HIERARCHY_EDIT);
  const body = objectBody(await ctx.body());
  const reader = new FieldReader(body);
  const level = ctx.state.orgConfig.hierarchies.updateLevel(
    reader.requiredInt('dataHierarchyId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
    {
      name: namePair(body, 'dataHierarchyName', 60),
      displayStyle: displayStyleOf(reader),
      enabledFlag: reader.flag('enabledFlag'),
    },
  );
  return json(levelDto(ctx, level, lang));
};

const listValues: AdminHandler = (ctx, lang) => {
  allowed(ctx);
  const query = queryReader(ctx.query);
  const levelId = query.requiredInt('dataHierarchyId', { min: 1 });
  const store = ctx.state.orgConfig.hierarchies;
  store.level(levelId);
  const value = query.text('value') ?? undefined;
  const meaning = query.text('meaning') ?? undefined;
  const rows = store
    .valueList(levelId)
    .map((row) => valueDto(row, lang))
    .filter((row) => contains(row.value, value) && contains(row.meaning, meaning));
  return listReply(rows, ctx.query, (a, b) => a.valueId - b.valueId, 'data-hierarchy-values');
};

const createValue: AdminHandler = async (ctx, lang) => {
  allowed(ctx, HIERARCHY_CREATE);
  const body = objectBody(await ctx.body());
  const reader = new FieldReader(body);
  const meaning = namePair(body, 'meaning', 60);
  if (!meaning) throw invalid('meaning 必填', 'meaning is required');
  const value = ctx.state.orgConfig.hierarchies.createValue({
    dataHierarchyId: reader.requiredInt('dataHierarchyId', { min: 1 }),
    value: checkedCode('value', reader.requiredText('value')),
    meaning,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  });
  return json(valueDto(value, lang));
};

const updateValue: AdminHandler = async (ctx, lang) => {
  allowed(ctx, HIERARCHY_EDIT);
  const body = objectBody(await ctx.body());
  const reader = new FieldReader(body);
  const value = ctx.state.orgConfig.hierarchies.updateValue(
    reader.requiredInt('valueId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
    { meaning: namePair(body, 'meaning', 60), enabledFlag: reader.flag('enabledFlag') },
  );
  return json(valueDto(value, lang));
};

const BASE = '/hpfm/v1/data-hierarchies';

export const dataHierarchyAdminRoutes: ApiRoute[] = [
  userRoute('GET', BASE, adminHandler(listLevels)),
  userRoute('POST', BASE, adminHandler(createLevel)),
  userRoute('PUT', BASE, adminHandler(updateLevel)),
  userRoute('GET', `${BASE}/values`, adminHandler(listValues)),
  userRoute('POST', `${BASE}/values`, adminHandler(createValue)),
  userRoute('PUT', `${BASE}/values`, adminHandler(updateValue)),
];
