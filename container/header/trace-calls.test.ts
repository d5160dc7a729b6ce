/**
 * The trace calls through the real client against the mock gateway, signed in as alice
 * (organisation level, tenant 1).
 */
import { fetchAuditPageRoute } from '@polaris/core/services/monitor/audit';
import { serviceContract } from '../../test/support/service-contract';
import { endTrace, fetchTraceStatus, isTracing, startTrace } from './trace-calls';

const api = serviceContract('alice');

describe('trace', () => {
  it('status, start and end under /hmnt/v1/trace; end gives the calls made meanwhile', async () => {
    expect(isTracing(await fetchTraceStatus())).toBe(false);
    const { traceGroupId } = await startTrace();
    expect(isTracing(await fetchTraceStatus())).toBe(true);
    await fetchAuditPageRoute({ entityCode: 'HPFM.CURRENCY' });
    const log = await endTrace();
    expect(api.sent().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /hmnt/v1/trace/status',
      'POST /hmnt/v1/trace/start',
      'GET /hmnt/v1/trace/status',
      'GET /hmnt/v1/1/audit-documents/page-route',
      'POST /hmnt/v1/trace/end',
    ]);
    expect(log.traceGroupId).toBe(traceGroupId);
    expect(log.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/hmnt/v1/trace/status', status: 200 }),
      expect.objectContaining({
        method: 'GET',
        path: '/hmnt/v1/1/audit-documents/page-route',
        status: 200,
      }),
    ]);
  });

  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
    [{ traceStatus: true }, true],
    [{ traceStatus: false }, false],
  ])('isTracing(%j) is %s', (status, expected) => {
    expect(isTracing(status)).toBe(expected);
  });
});
