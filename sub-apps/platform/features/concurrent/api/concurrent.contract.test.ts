/** The concurrent request calls through the real client, signed in as admin (organisation 0). */
import { serviceContract } from '../../../../../test/support/service-contract';
import { cancelRequest } from './cancel-request';
import { fetchConcurrentRequests } from './fetch-concurrent-requests';
import { fetchConcurrents } from './fetch-concurrents';
import { submitRequest } from './submit-request';
import { updateProgram } from './update-program';

const api = serviceContract('admin');

/** How long the gateway keeps a request pending (mock/server/admin/concurrent-store.ts). */
const PENDING_MS = 2000;

describe('concurrent requests', () => {
  it('programs: GET /{organizationId}/concurrents, the enabled ones with their parameters', async () => {
    const page = await fetchConcurrents({ enabledFlag: 1 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hsdr/v1/0/concurrents',
      query: { enabledFlag: '1' },
    });
    expect(page.content.map((program) => program.concurrentCode)).toEqual([
      'HPFM.EXCHANGE_RATE_IMPORT',
      'HIAM.USER_EXPORT',
      'HRPT.MONTH_END_ARCHIVE',
    ]);
    expect(page.content[0]).toMatchObject({
      concurrentName: '汇率导入',
      parameters: [
        { name: 'currencyCode', type: 'STRING', required: true },
        { name: 'rateDate', type: 'DATE', required: false },
      ],
    });
  });

  it('requests: newest first, filtered by program and status', async () => {
    const page = await fetchConcurrentRequests({ status: 'RUNNING' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hsdr/v1/0/concurrent-requests',
      query: { status: 'RUNNING' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ requestId: 3, concurrentCode: 'HRPT.MONTH_END_ARCHIVE' }),
    ]);
    const all = await fetchConcurrentRequests({ concurrentCode: 'hpfm' });
    expect(all.content.map((row) => [row.requestId, row.status])).toEqual([[1, 'SUCCESS']]);
  });

  it('a submitted request is pending, then runs, then succeeds as the clock moves on', async () => {
    const submitted = await submitRequest({
      concurrentId: 1,
      requestParam: { currencyCode: 'EUR', rateDate: '' },
    });
    expect(api.onlySent()).toMatchObject({
      method: 'POST',
      path: '/hsdr/v1/0/concurrent-requests',
      body: { concurrentId: 1, requestParam: { currencyCode: 'EUR', rateDate: '' } },
    });
    expect(submitted).toMatchObject({
      requestId: 4,
      status: 'PENDING',
      requestParam: { currencyCode: 'EUR' },
      submittedBy: 'admin',
      startTime: null,
    });
    const statusNow = async () =>
      (await fetchConcurrentRequests({ size: 1 }, { fresh: true })).content[0];
    api.gateway.state.clock.advance(PENDING_MS);
    expect(await statusNow()).toMatchObject({ status: 'RUNNING', endTime: null });
    api.gateway.state.clock.advance(3000);
    const done = await statusNow();
    expect(done.status).toBe('SUCCESS');
    expect(done.log.split('\n')).toEqual([
      expect.stringMatching(/submitted by admin: HPFM.EXCHANGE_RATE_IMPORT\(currencyCode=EUR\)$/),
      expect.stringMatching(/running hpfm.exchangeRateImport$/),
      expect.stringMatching(/finished: SUCCESS$/),
    ]);
  });

  it('a missing required parameter fails naming it', async () => {
    await expect(submitRequest({ concurrentId: 3, requestParam: {} })).rejects.toMatchObject({
      code: 'error.param.invalid',
      message: '参数 period 必填',
    });
  });

  it('cancel: a running request stops; a finished one is refused', async () => {
    const cancelled = await cancelRequest({ requestId: 3 });
    expect(api.onlySent()).toMatchObject({
      method: 'POST',
      path: '/hsdr/v1/0/concurrent-requests/3/cancel',
    });
    expect(cancelled.status).toBe('FAILED');
    expect(cancelled.log).toMatch(/cancelled by admin$/);
    await expect(cancelRequest({ requestId: 1 })).rejects.toMatchObject({
      code: 'error.concurrent.request_finished',
      message: '请求 1 已结束（SUCCESS），不能取消',
    });
  });

  it('programs: a site role disables one, which can no longer be submitted', async () => {
    const saved = await updateProgram({ concurrentId: 1, objectVersionNumber: 1, enabledFlag: 0 });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hsdr/v1/concurrents',
      query: {},
      body: { concurrentId: 1, objectVersionNumber: 1, enabledFlag: 0 },
    });
    expect(saved).toMatchObject({ enabledFlag: 0, objectVersionNumber: 2 });
    await expect(
      submitRequest({ concurrentId: 1, requestParam: { currencyCode: 'USD' } }),
    ).rejects.toMatchObject({ message: '并发程序 HPFM.EXCHANGE_RATE_IMPORT 已禁用' });
    await expect(
      updateProgram({ concurrentId: 1, objectVersionNumber: 1, enabledFlag: 1 }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
  });
});
