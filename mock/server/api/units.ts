// /hpfm/v1[/{tid}]/units: an organisation's unit tree (HZERO "组织架构"). The site form (no
// {tid}) reaches every organisation's units, for a site-level role holding the page
// `hzero.system.tenant.org` (the tree is asked with `?tenantId=`, a new unit names its
// `tenantId`); the tenant form the organisation's own, for holders of `hzero.org.organization`
// (another organisation's unit is not found). Writes need `hpfm.organization.button.create|
// edit|status|move`. The store (org-config/unit-store.ts) keeps the tree's rules.
import { UNIT_TYPES } from '../../../src/services/platform/unit-types';
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { json } from '../http/reply';
import { formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { formReach, tenantNamed } from './form-reach';
import { tenantRoutes } from './tenant-path';

const BASE = '/hpfm/v1[/:tid]/units';

export const UNIT_PAGES = { site: 'hzero.system.tenant.org', tenant: 'hzero.org.organization' };

export const unitButton = (action: 'create' | 'edit' | 'status' | 'move') =>
  `hpfm.organization.button.${action}`;

/** Unit codes: capitals, digits and `_ -`, starting with a capital or a digit. */
const UNIT_CODE = /^[A-Z0-9][A-Z0-9_-]{0,29}$/;

const unitAdmin = formAdmin(
  UNIT_PAGES,
  t('维护组织架构', 'manage the organisation’s units'),
  t('维护各租户的组织架构', 'manage every organisation’s units'),
);

const tree: AdminHandler = (ctx) =>
  json(ctx.state.orgConfig.units.tree(tenantNamed(ctx, queryReader(ctx.query))));

const create: AdminHandler = async (ctx) => {
  requirePermission(ctx, unitButton('create'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const unitCode = reader.requiredText('unitCode', 30);
  if (!UNIT_CODE.test(unitCode)) {
    reader.fail(
      'unitCode',
      '只能包含大写字母、数字、_ 和 -',
      'may hold capitals, digits, _ and - only',
    );
  }
  const saved = ctx.state.orgConfig.units.create({
    tenantId: tenantNamed(ctx, reader),
    unitCode,
    unitName: reader.requiredText('unitName', 60),
    unitTypeCode: reader.oneOf('unitTypeCode', UNIT_TYPES),
    parentUnitId: reader.nullableInt('parentUnitId', { min: 1 }) ?? null,
    orderSeq: reader.int('orderSeq', { min: 0 }),
  });
  return json(saved);
};

const update: AdminHandler = async (ctx) => {
  requirePermission(ctx, unitButton('edit'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const saved = ctx.state.orgConfig.units.update(
    formReach(ctx),
    reader.requiredInt('unitId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
    {
      unitName: reader.requiredText('unitName', 60),
      unitTypeCode: reader.oneOf('unitTypeCode', UNIT_TYPES),
      orderSeq: reader.requiredInt('orderSeq', { min: 0 }),
    },
  );
  return json(saved);
};

const setEnabled =
  (on: boolean): AdminHandler =>
  async (ctx) => {
    requirePermission(ctx, unitButton('status'));
    const reader = new FieldReader(objectBody(await ctx.body()));
    const saved = ctx.state.orgConfig.units.setEnabled(
      formReach(ctx),
      reader.requiredInt('unitId', { min: 1 }),
      reader.requiredInt('objectVersionNumber', { min: 0 }),
      on,
    );
    return json(saved);
  };

const move: AdminHandler = async (ctx) => {
  requirePermission(ctx, unitButton('move'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const saved = ctx.state.orgConfig.units.move(
    formReach(ctx),
    reader.requiredInt('unitId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
    {
      parentUnitId: reader.nullableInt('parentUnitId', { min: 1 }) ?? null,
      orderSeq: reader.requiredInt('orderSeq', { min: 0 }),
    },
  );
  return json(saved);
};

export const unitRoutes = [
  ...tenantRoutes('GET', `${BASE}/tree`, unitAdmin(tree)),
  ...tenantRoutes('POST', BASE, unitAdmin(create)),
  ...tenantRoutes('PUT', BASE, unitAdmin(update)),
  ...tenantRoutes('POST', `${BASE}/enable`, unitAdmin(setEnabled(true))),
  ...tenantRoutes('POST', `${BASE}/disable`, unitAdmin(setEnabled(false))),
  ...tenantRoutes('PUT', `${BASE}/move`, unitAdmin(move)),
];
