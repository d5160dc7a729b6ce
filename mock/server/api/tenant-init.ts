// Tenant Initialisation (`/hpfm/v1/tenant-init-logs`): a start creates the tenant and runs its
// initialisation (tenants/init-steps.ts: the tenant administrator role, its menus, the default
// settings, the role given to the chosen user), one step a second on the gateway's clock; the log
// lists every run with its steps, status and duration, and a failed run can be retried from the
// failed step. Site level only (a role of an organisation is refused, 403), with the page
// `hzero.system.tenant.init`; starting needs `hpfm.tenant-init.button.create`, retrying
// `hpfm.tenant-init.button.retry`.
import { t } from '../../data/lov-types';
import { AdminFailure, notFound } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import { runStatus, type StoredRun } from '../tenants/tenant-init-store';
import { initLogRow } from '../tenants/wire';
import { adminHandler, sitePageCheck, type AdminHandler } from './admin-common';
import { addTenantFrom } from './tenant-admin';

const LOGS = '/hpfm/v1/tenant-init-logs';
const check = sitePageCheck('hzero.system.tenant.init', t('初始化租户', 'initialise tenants'));

function runOf(ctx: UserContext): StoredRun {
  const id = Number(ctx.params.initLogId);
  const run = Number.isInteger(id) ? ctx.state.tenantInits.find(id) : undefined;
  if (!run) {
    throw notFound(
      `初始化记录 ${ctx.params.initLogId} 不存在`,
      `Initialisation ${ctx.params.initLogId} does not exist`,
    );
  }
  return run;
}

const listLogs: AdminHandler = (ctx, lang) => {
  check(ctx);
  const query = queryReader(ctx.query);
  const num = query.text('tenantNum') ?? undefined;
  const status = query.text('status') ?? undefined;
  const { accounts } = ctx.state;
  const rows = ctx.state.tenantInits
    .list()
    .filter((run) => status === undefined || runStatus(run) === status)
    .map((run) => initLogRow(accounts, run, lang))
    .filter((row) => contains(row.tenantNum, num));
  return listReply(rows, ctx.query, (a, b) => b.initLogId - a.initLogId, 'tenant-init-logs');
};

const readLog: AdminHandler = (ctx, lang) => {
  check(ctx);
  return json(initLogRow(ctx.state.accounts, runOf(ctx), lang));
};

const startInit: AdminHandler = async (ctx, lang) => {
  check(ctx, 'hpfm.tenant-init.button.create');
  const reader = new FieldReader(objectBody(await ctx.body()));
  const adminUserId = reader.requiredInt('adminUserId', { min: 1 });
  if (!ctx.state.accounts.allUsers().some((user) => user.id === adminUserId)) {
    reader.fail('adminUserId', `${adminUserId} 不是用户`, `${adminUserId} is not a user`);
  }
  const tenant = addTenantFrom(ctx, reader);
  const run = ctx.state.tenantInits.start(tenant.id, adminUserId, ctx.session.userId);
  return json(initLogRow(ctx.state.accounts, run, lang));
};

const retryInit: AdminHandler = (ctx, lang) => {
  check(ctx, 'hpfm.tenant-init.button.retry');
  const run = runOf(ctx);
  if (runStatus(run) !== 'FAILED') {
    throw new AdminFailure(
      'error.tenant_init.not_failed',
      t('只有失败的初始化可以重试', 'Only a failed initialisation can be retried'),
      'warn',
    );
  }
  return json(initLogRow(ctx.state.accounts, ctx.state.tenantInits.retry(run), lang));
};

export const tenantInitRoutes: ApiRoute[] = [
  userRoute('GET', LOGS, adminHandler(listLogs)),
  userRoute('POST', LOGS, adminHandler(startInit)),
  userRoute('GET', `${LOGS}/:initLogId`, adminHandler(readLog)),
  userRoute('POST', `${LOGS}/:initLogId/retry`, adminHandler(retryInit)),
];
