// Data hierarchy switch (/hpfm/v1/{orgId}/data-hierarchies/switch…): the hierarchies of the current
// tenant with the session's value of each. Only users with dataHierarchyFlag 1 have any. What is
// offered is what the Data Hierarchies page saved: enabled levels with their enabled values (a
// chosen value disabled since shows as none).
import { hierarchyDisplayStyles, type SeedHierarchy } from '../../data/data-hierarchies';
import { localName } from '../../data/languages';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { failed, json, text, type Reply } from '../http/reply';
import type { DataHierarchyRow, DataHierarchySwitchValue } from '../platform-types';
import { checkedTenant } from './platform-common';

const BASE = '/hpfm/v1/:orgId/data-hierarchies/switch';

function hierarchiesOf(ctx: UserContext): SeedHierarchy[] {
  const user = ctx.state.accounts.user(ctx.session.userId);
  if (user.dataHierarchyFlag !== 1) return [];
  return ctx.state.orgConfig.hierarchies.offered(ctx.session.tenantId);
}

/**
 * Hierarchies and their values are named like the header's tenants and roles (`localName`): in
 * the user's language where translated, else in English (a German user never reads Chinese).
 */
function rowOf(ctx: UserContext, hierarchy: SeedHierarchy): DataHierarchyRow {
  const lang = ctx.query.get('lang') ?? ctx.state.accounts.language(ctx.session.userId);
  const chosen = ctx.state.platform.hierarchyValue(ctx.session.accessToken, hierarchy.code);
  const value = chosen === undefined ? hierarchy.initialValue : chosen;
  const current = hierarchy.values.find((v) => v.value === value);
  return {
    dataHierarchyId: hierarchy.dataHierarchyId,
    dataHierarchyCode: hierarchy.code,
    dataHierarchyName: localName(hierarchy.name, lang),
    displayStyle: hierarchy.displayStyle,
    dataHierarchyValue: current ? current.value : null,
    dataHierarchyMeaning: current ? localName(current.meaning, lang) : null,
    valueList: hierarchy.values.map((v) => ({
      value: v.value,
      meaning: localName(v.meaning, lang),
    })),
  };
}

function switchValue(ctx: UserContext): Reply {
  const rows = hierarchiesOf(ctx).map((h) => rowOf(ctx, h));
  const answer: DataHierarchySwitchValue = {
    selectList: rows.filter((row) => row.displayStyle === 'SELECT'),
    hasModal: rows.some((row) => row.displayStyle === 'MODAL'),
    hasSelect: rows.some((row) => row.displayStyle === 'SELECT'),
  };
  return json(answer);
}

function switchValueDetails(ctx: UserContext): Reply {
  const code = ctx.query.get('dataHierarchyCode');
  const name = ctx.query.get('dataHierarchyName')?.toLowerCase();
  const style = ctx.query.get('displayStyle');
  const rows = hierarchiesOf(ctx)
    .map((h) => rowOf(ctx, h))
    .filter(
      (row) =>
        (!code || row.dataHierarchyCode === code) &&
        (!name || row.dataHierarchyName.toLowerCase().includes(name)) &&
        (!style || row.displayStyle === style),
    );
  return json(rows);
}

function switchHierarchy(ctx: UserContext): Reply {
  const user = ctx.state.accounts.user(ctx.session.userId);
  if (user.dataHierarchyFlag !== 1) {
    return failed('error.data_hierarchy.disabled', 'Data hierarchy is not enabled for this user');
  }
  const code = ctx.query.get('dataHierarchyCode');
  const hierarchy = hierarchiesOf(ctx).find((h) => h.code === code);
  if (!hierarchy) {
    return failed('error.data_hierarchy.not_found', `No data hierarchy ${code} in this tenant`);
  }
  const value = ctx.query.get('dataHierarchyValue') || null;
  if (value !== null && !hierarchy.values.some((v) => v.value === value)) {
    return failed(
      'error.data_hierarchy.value_invalid',
      `${value} is not a value of data hierarchy ${hierarchy.code}`,
    );
  }
  ctx.state.platform.setHierarchyValue(ctx.session.accessToken, hierarchy.code, value);
  return json(rowOf(ctx, hierarchy));
}

function displayStyle(ctx: UserContext): Reply {
  return text(hierarchyDisplayStyles[ctx.session.tenantId] ?? 'SELECT');
}

export const dataHierarchyRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/value`, checkedTenant(switchValue)),
  userRoute('GET', `${BASE}/value/details`, checkedTenant(switchValueDetails)),
  userRoute('PUT', BASE, checkedTenant(switchHierarchy)),
  userRoute('GET', `${BASE}/display-style/value`, checkedTenant(displayStyle)),
];
