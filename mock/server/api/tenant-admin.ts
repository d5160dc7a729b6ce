// Tenant Information (`/hpfm/v1/tenants`): the platform's tenants, kept by the tenant directory
// (Accounts.tenants) that every answer naming a tenant reads. Site level only: a role of an
// organisation is refused (403) even reading; a site role needs the page `hzero.system.tenant.info`
// and, to write, `hpfm.tenant.button.create` / `.edit`. A number is capitals, digits, `_` and `-`,
// unique and fixed once created; an update is refused at a stale `objectVersionNumber`, and when
// it disables the platform (tenant 0) or sets a user limit below the users the tenant has.
import { t } from '../../data/lov-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { Accounts } from '../accounts';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { StoredTenant, TenantChanges } from '../tenant-directory';
import { tenantRow, userCountOf } from '../tenants/wire';
import { formatDateTime } from '../work/dates';
import { adminHandler, sitePageCheck, type AdminHandler } from './admin-common';

const TENANTS = '/hpfm/v1/tenants';
const TENANT_NUM = /^[A-Z0-9][A-Z0-9_-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TENANT_INFO_PAGE = 'hzero.system.tenant.info';
const check = sitePageCheck(TENANT_INFO_PAGE, t('管理租户', 'administer tenants'));

/** A new tenant's number: the pattern, and free (among every tenant, disabled ones too). */
export function readTenantNum(accounts: Accounts, reader: FieldReader): string {
  const num = reader.requiredText('tenantNum', 30);
  if (!TENANT_NUM.test(num)) {
    reader.fail(
      'tenantNum',
      '只能是大写字母、数字、_ 和 -',
      'may hold capitals, digits, _ and - only',
    );
  }
  if (accounts.tenants.byNum(num)) {
    throw new AdminFailure(
      'error.data_exists',
      t(`租户 ${num} 已存在`, `Tenant ${num} already exists`),
    );
  }
  return num;
}

const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

/** The fields a create needs (`creating`) or an update changes (those present). */
export function readTenantFields(reader: FieldReader, creating: boolean): TenantChanges {
  const contactEmail = reader.text('contactEmail', { max: 120 });
  if (contactEmail && !EMAIL.test(contactEmail)) {
    reader.fail('contactEmail', '不是邮箱地址', 'is not an email address');
  }
  return {
    name: creating ? reader.requiredText('tenantName', 120) : reader.presentText('tenantName', 120),
    limitUserQty: reader.nullableInt('limitUserQty', { min: 1, max: 100_000 }),
    contactName: blankToNull(reader.text('contactName', { max: 60 })),
    contactEmail: blankToNull(contactEmail),
    enabledFlag: reader.flag('enabledFlag'),
  };
}

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const listTenants: AdminHandler = (ctx) => {
  check(ctx);
  const query = queryReader(ctx.query);
  const num = query.text('tenantNum') ?? undefined;
  const name = query.text('tenantName') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const { accounts } = ctx.state;
  ctx.state.tenantInits.settle();
  const rows = accounts.tenants
    .all()
    .filter(
      (tenant) =>
        contains(tenant.num, num) &&
        contains(tenant.name, name) &&
        (enabled === undefined || tenant.enabledFlag === enabled),
    )
    .map((tenant) => tenantRow(accounts, tenant));
  return listReply(rows, ctx.query, (a, b) => a.tenantId - b.tenantId, 'tenants');
};

const bodyOf = async (ctx: UserContext) => new FieldReader(objectBody(await ctx.body()));

/** A new tenant from a create's body (number, name, limit, contact): enabled unless it says not. */
export function addTenantFrom(ctx: UserContext, reader: FieldReader): StoredTenant {
  const { accounts } = ctx.state;
  const num = readTenantNum(accounts, reader);
  const fields = readTenantFields(reader, true);
  const tenant = accounts.tenants.add({
    num,
    name: fields.name ?? num,
    limitUserQty: fields.limitUserQty ?? null,
    contactName: fields.contactName ?? null,
    contactEmail: fields.contactEmail ?? null,
    creationDate: formatDateTime(ctx.state.clock.now()),
  });
  return fields.enabledFlag === 0 ? accounts.tenants.update(tenant.id, { enabledFlag: 0 }) : tenant;
}

const createTenant: AdminHandler = async (ctx) => {
  check(ctx, 'hpfm.tenant.button.create');
  const tenant = addTenantFrom(ctx, await bodyOf(ctx));
  return json(tenantRow(ctx.state.accounts, tenant));
};

const updateTenant: AdminHandler = async (ctx) => {
  check(ctx, 'hpfm.tenant.button.edit');
  const reader = await bodyOf(ctx);
  const { accounts } = ctx.state;
  const id = reader.requiredInt('tenantId', { min: 0 });
  const stored = accounts.tenants.find(id);
  if (!stored) throw notFound(`租户 ${id} 不存在`, `Tenant ${id} does not exist`);
  checkVersion(stored, reader.requiredInt('objectVersionNumber', { min: 0 }));
  const changes = defined(readTenantFields(reader, false));
  if (id === 0 && changes.enabledFlag === 0) {
    reader.fail('enabledFlag', '：平台租户不能禁用', ': the platform tenant cannot be disabled');
  }
  const users = userCountOf(accounts, id);
  if (changes.limitUserQty != null && changes.limitUserQty < users) {
    reader.fail(
      'limitUserQty',
      `不能小于租户现有的用户数 ${users}`,
      `cannot be below the ${users} users the tenant has`,
    );
  }
  return json(tenantRow(accounts, accounts.tenants.update(id, changes)));
};

export const tenantAdminRoutes: ApiRoute[] = [
  userRoute('GET', TENANTS, adminHandler(listTenants)),
  userRoute('POST', TENANTS, adminHandler(createTenant)),
  userRoute('PUT', TENANTS, adminHandler(updateTenant)),
];
