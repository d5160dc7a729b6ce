// A concurrent request's status and times by the clock (concurrent-store.ts), table-driven.
import { seedPrograms } from '../../data/concurrents';
import { PENDING_MS, statusAt, timesOf, type StoredRequest } from './concurrent-store';

const SUBMIT = 1_000_000;
const request = (cancelledAfter?: number, outcome: 'SUCCESS' | 'FAILED' = 'SUCCESS') =>
  ({
    requestId: 1,
    tenantId: 0,
    program: { ...seedPrograms[0], runSeconds: 3, objectVersionNumber: 1 },
    requestParam: {},
    submittedBy: 'admin',
    submitTime: SUBMIT,
    outcome,
    cancelled:
      cancelledAfter === undefined ? undefined : { at: SUBMIT + cancelledAfter, by: 'admin' },
  }) satisfies StoredRequest;

describe('a concurrent request over time', () => {
  it.each([
    ['just submitted', request(), 0, 'PENDING'],
    ['pending until it starts', request(), PENDING_MS - 1, 'PENDING'],
    ['running once started', request(), PENDING_MS, 'RUNNING'],
    ['running until its run time is over', request(), PENDING_MS + 2999, 'RUNNING'],
    ['its outcome after', request(), PENDING_MS + 3000, 'SUCCESS'],
    ['a failing one fails', request(undefined, 'FAILED'), PENDING_MS + 3000, 'FAILED'],
    ['cancelled before it started', request(500), PENDING_MS + 9000, 'UNEXECUTE'],
    ['cancelled while running', request(PENDING_MS + 1000), PENDING_MS + 9000, 'FAILED'],
  ] as const)('%s', (_case, stored, after, status) => {
    expect(statusAt(stored, SUBMIT + after)).toBe(status);
  });

  it('starts and ends by the clock; a cancelled one never ends by itself', () => {
    expect(timesOf(request(), SUBMIT)).toEqual({ start: null, end: null });
    expect(timesOf(request(), SUBMIT + 10_000)).toEqual({
      start: SUBMIT + PENDING_MS,
      end: SUBMIT + PENDING_MS + 3000,
    });
    expect(timesOf(request(PENDING_MS + 1000), SUBMIT + 10_000)).toEqual({
      start: SUBMIT + PENDING_MS,
      end: null,
    });
  });
});
