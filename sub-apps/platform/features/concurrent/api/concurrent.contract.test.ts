/** The concurrent request calls through the real client, signed in as admin (organisation 0). */
import { serviceContract } from '../../../../../test/support/service-contract';
import { cancelRequest } from './cancel-request';
import { fetchConcurrentRequests } from './fetch-concurrent-requests';
import { fetchConcurrents } from './fetch-concurrents';
import { saveProgram } from './save-program';
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

  it('programs: a site role defines one, its code unique; a request gets its defaults', async () => {
    const definition = {
      concurrentName: '库存快照',
      executable: 'hinv.stockSnapshot',
      enabledFlag: 1,
      parameters: [
        { name: 'warehouse', type: 'STRING', required: true },
        { name: 'depth', type: 'NUMBER', required: false, defaultValue: '3' },
      ],
    } as const;
    const created = await saveProgram({
      concurrentCode: 'HINV.STOCK_SNAPSHOT',
      ...definition,
      parameters: [...definition.parameters],
    });
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hsdr/v1/concurrents' });
    expect(created).toMatchObject({
      concurrentId: 5,
      concurrentCode: 'HINV.STOCK_SNAPSHOT',
      concurrentName: '库存快照',
      parameters: definition.parameters,
      objectVersionNumber: 1,
    });
    await expect(
      saveProgram({ concurrentCode: 'HINV.STOCK_SNAPSHOT', ...definition, parameters: [] }),
    ).rejects.toMatchObject({
      code: 'error.concurrent.code_exists',
      message: '并发程序 HINV.STOCK_SNAPSHOT 已存在',
    });
    await expect(
      submitRequest({ concurrentId: 5, requestParam: { depth: '' } }),
    ).rejects.toMatchObject({ message: '参数 warehouse 必填' });
    const submitted = await submitRequest({ concurrentId: 5, requestParam: { warehouse: 'W1' } });
    expect(submitted.requestParam).toEqual({ warehouse: 'W1', depth: '3' });
  });

  it('programs: an edit saves the definition once; a stale one and a bad parameter are refused', async () => {
    const edit = {
      concurrentId: 2,
      objectVersionNumber: 1,
      concurrentName: 'User export (CSV)',
      executable: 'hiam.userExportCsv',
      enabledFlag: 1,
      parameters: [{ name: 'roleCode', type: 'STRING', required: true }],
    } as const;
    const saved = await saveProgram({ ...edit, parameters: [...edit.parameters] });
    expect(api.onlySent()).toMatchObject({
      method: 'PUT',
      path: '/hsdr/v1/concurrents',
      body: { concurrentId: 2, objectVersionNumber: 1, executable: 'hiam.userExportCsv' },
    });
    expect(saved).toMatchObject({
      concurrentCode: 'HIAM.USER_EXPORT',
      concurrentName: 'User export (CSV)',
      parameters: [{ name: 'roleCode', required: true }],
      objectVersionNumber: 2,
    });
    await expect(saveProgram({ ...edit, parameters: [...edit.parameters] })).rejects.toMatchObject({
      code: 'error.record.changed',
    });
    await expect(
      saveProgram({
        ...edit,
        objectVersionNumber: 2,
        parameters: [{ name: 'size', type: 'NUMBER', required: false, defaultValue: 'ten' }],
      }),
    ).rejects.toMatchObject({ message: 'parameters[1].defaultValue 不是 NUMBER 类型的值' });
    await expect(
      saveProgram({
        ...edit,
        objectVersionNumber: 2,
        parameters: [
          { name: 'a', type: 'STRING', required: false },
          { name: 'a', type: 'DATE', required: false },
        ],
      }),
    ).rejects.toMatchObject({ message: 'parameters 中 a 重复' });
  });
});
