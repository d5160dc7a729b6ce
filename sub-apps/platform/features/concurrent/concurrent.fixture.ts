/** Test data of the Concurrent Requests page tests. */
import type {
  ConcurrentProgramDto,
  ConcurrentRequestDto,
  RequestStatus,
} from '@polaris/core/services/scheduler/concurrent-types';

export const program: ConcurrentProgramDto = {
  concurrentId: 1,
  concurrentCode: 'HPFM.EXCHANGE_RATE_IMPORT',
  concurrentName: 'Exchange rate import',
  executable: 'hpfm.exchangeRateImport',
  parameters: [
    { name: 'currencyCode', type: 'STRING', required: true },
    { name: 'batchSize', type: 'NUMBER', required: false, defaultValue: '500' },
  ],
  enabledFlag: 1,
  objectVersionNumber: 1,
};

export const requestOf = (requestId: number, status: RequestStatus): ConcurrentRequestDto => ({
  requestId,
  concurrentId: 1,
  concurrentCode: `PROGRAM_${requestId}`,
  concurrentName: 'Exchange rate import',
  requestParam: { currencyCode: 'USD' },
  status,
  submittedBy: 'admin',
  submitTime: '2026-11-20 08:00:00',
  startTime: null,
  endTime: null,
  log: `2026-11-20 08:00:00 submitted by admin: <b>PROGRAM_${requestId}</b>`,
});
