/** The tenant initialisation calls through the real client against the gateway, as admin (site level). */
import { setLanguage } from '@polaris/core/i18n/intl';
import { clearRequestCache } from '@polaris/core/request/client';
import { fetchSelfTenants } from '@polaris/core/services/iam/tenants';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchAdminCandidates } from './fetch-admin-candidates';
import { fetchInitLog } from './fetch-init-log';
import { fetchInitLogs } from './fetch-init-logs';
import { retryInit } from './retry-init';
import { startInit } from './start-init';

const api = serviceContract('admin');

const INITECH = { tenantNum: 'INITECH', tenantName: 'Initech', adminUserId: 1 };
const statuses = (log: { steps: { status: string }[] }) => log.steps.map((step) => step.status);
/** The gateway's clock `ms` on (and the request layer's shared GETs forgotten: a poll asks again). */
const later = (ms: number) => {
  api.gateway.state.clock.advance(ms);
  clearRequestCache();
};

describe('tenant initialisation', () => {
  it('start: POST creates the tenant and runs its steps a second each; then admin has it', async () => {
    const started = await startInit(INITECH);
    expect(api.onlySent()).toMatchObject({
      method: 'POST',
      path: '/hpfm/v1/tenant-init-logs',
      body: INITECH,
    });
    expect(started).toMatchObject({
      initLogId: 1,
      tenantNum: 'INITECH',
      tenantName: 'Initech',
      adminLoginName: 'admin',
      status: 'RUNNING',
      endTime: null,
      duration: null,
    });
    expect(started.steps.map((step) => step.stepCode)).toEqual([
      'roles',
      'menus',
      'settings',
      'admin',
    ]);
    expect(statuses(started)).toEqual(['RUNNING', 'PENDING', 'PENDING', 'PENDING']);
    later(2500);
    expect(statuses(await fetchInitLog(1))).toEqual(['SUCCESS', 'SUCCESS', 'RUNNING', 'PENDING']);
    expect((await fetchSelfTenants()).map((row) => row.tenantNum)).not.toContain('INITECH');
    later(2000);
    const done = await fetchInitLog(1);
    expect(done).toMatchObject({ status: 'SUCCESS', duration: 4000 });
    expect((await fetchSelfTenants()).map((row) => row.tenantNum)).toContain('INITECH');
    const logs = await fetchInitLogs({ page: 0, size: 10 });
    expect(logs.content.map((log) => [log.tenantNum, log.status])).toEqual([
      ['INITECH', 'SUCCESS'],
    ]);
    await expect(startInit(INITECH)).rejects.toMatchObject({ code: 'error.data_exists' });
  });

  it('a step that cannot be done fails with the reason; a retry runs it again', async () => {
    api.gateway.state.accounts.updateUser(2, { locked: true });
    await startInit({ tenantNum: 'HOOLI', tenantName: 'Hooli', adminUserId: 2 });
    later(5000);
    const failed = await fetchInitLog(1);
    expect(failed).toMatchObject({ status: 'FAILED', duration: 4000 });
    expect(statuses(failed)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED']);
    expect(failed.steps[3].message).toBe(
      '用户 alice 已锁定，不能成为租户管理员：请先在用户管理中处理，再重试',
    );
    api.gateway.state.accounts.updateUser(2, { locked: false });
    api.gateway.state.calls.reset();
    const retried = await retryInit(1);
    expect(api.onlySent()).toMatchObject({
      method: 'POST',
      path: '/hpfm/v1/tenant-init-logs/1/retry',
    });
    expect(retried).toMatchObject({ status: 'RUNNING', retries: 1 });
    later(1000);
    expect(await fetchInitLog(1)).toMatchObject({ status: 'SUCCESS' });
    await expect(retryInit(1)).rejects.toMatchObject({ code: 'error.tenant_init.not_failed' });
    await api.signIn('alice');
    expect((await fetchSelfTenants()).map((row) => row.tenantNum)).toContain('HOOLI');
  });

  it('the administrator is chosen among the users; a user that does not exist is refused', async () => {
    expect((await fetchAdminCandidates()).content.map((user) => user.loginName)).toContain('admin');
    await expect(startInit({ ...INITECH, adminUserId: 999 })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
  });

  it('by an organisation role: refused (403), reading too, nothing started', async () => {
    await api.signIn('alice');
    setLanguage('en_US');
    await expect(fetchInitLogs({})).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.site_level',
    });
    await expect(startInit(INITECH)).rejects.toMatchObject({ status: 403 });
    expect(api.gateway.state.accounts.tenants.byNum('INITECH')).toBeUndefined();
  });
});
