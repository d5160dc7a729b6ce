/**
 * The monitor's operation pages' calls through the real client against the mock gateway, signed
 * in as admin (site level): the operation audit in both path forms, the API monitor, and the
 * audit configuration's list and switch.
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchApiMonitors } from '../../api-monitor/api/fetch-api-monitors';
import { fetchAuditConfigs } from '../../audit-config/api/fetch-audit-configs';
import { updateAuditConfig } from '../../audit-config/api/update-audit-config';
import { fetchAuditOpLogs } from './fetch-audit-op-logs';

const api = serviceContract('admin');

describe('operation audit', () => {
  it('site page: GET /hmnt/v1/audit-op-logs with the filters; org page: the organisation’s', async () => {
    const page = await fetchAuditOpLogs.auto({ result: 'SUCCESS', processTimeFrom: '2020-01-01' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmnt/v1/audit-op-logs',
      query: { result: 'SUCCESS', processTimeFrom: '2020-01-01' },
    });
    expect(page.content).toEqual([]); // nothing written yet in this session
    api.gateway.state.calls.reset();
    await fetchAuditOpLogs.tenant({});
    expect(api.onlySent().path).toBe('/hmnt/v1/0/audit-op-logs');
  });
});

describe('API monitor', () => {
  it('GET /hmnt/v1/api-monitors: the calls made so far, per API', async () => {
    const page = await fetchApiMonitors({ serviceName: 'iam' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmnt/v1/api-monitors',
      query: { serviceName: 'iam' },
    });
    expect(page.content).toContainEqual(
      expect.objectContaining({ apiKey: 'GET /iam/hzero/v1/users/self', count: 1 }),
    );
  });
});

describe('audit configuration', () => {
  it('list, then PUT the switch; the saved configuration comes back', async () => {
    const [currency] = (await fetchAuditConfigs({ entityCode: 'CURRENCY' })).content;
    expect(currency).toMatchObject({ entityCode: 'HPFM.CURRENCY', enabledFlag: 1 });
    api.gateway.state.calls.reset();
    const update = {
      auditDataConfigId: currency.auditDataConfigId,
      objectVersionNumber: currency.objectVersionNumber,
      enabledFlag: 0 as const,
    };
    const saved = await updateAuditConfig(update);
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hmnt/v1/audit-data-configs',
      query: {},
      body: update,
    });
    expect(saved).toMatchObject({ enabledFlag: 0, objectVersionNumber: 2 });
  });
});
