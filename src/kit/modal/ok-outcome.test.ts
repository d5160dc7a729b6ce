import { RequestError } from '../../request/request-error';
import { settleOk, verdictOf, type CloseVerdict, type OkHandler } from './ok-outcome';

describe('settleOk', () => {
  it.each<[string, OkHandler | undefined, CloseVerdict]>([
    ['no handler', undefined, 'close'],
    ['returns nothing', () => undefined, 'close'],
    ['returns false', () => false, 'stay'],
    ['returns 0 (only false keeps it open)', () => 0, 'close'],
    ['resolves', async () => ({ id: 1 }), 'close'],
    ['resolves false', async () => false, 'stay'],
    [
      'throws',
      () => {
        throw new Error('bug');
      },
      'stay',
    ],
    ['rejects', () => Promise.reject(new Error('bug')), 'stay'],
    ['rejects with a request error', () => Promise.reject(new RequestError('http', '500')), 'stay'],
  ])('%s → %s', async (_case, handler, verdict) => {
    expect(await settleOk(handler, () => undefined)).toBe(verdict);
  });

  it('reports faults but not request failures (the request layer told the user)', async () => {
    const faults: unknown[] = [];
    const bug = new Error('bug');
    await settleOk(
      () => Promise.reject(bug),
      (error) => faults.push(error),
    );
    await settleOk(
      () => Promise.reject(new RequestError('business', 'failed')),
      (error) => faults.push(error),
    );
    expect(faults).toEqual([bug]);
  });
});

describe('verdictOf', () => {
  it.each([
    [false, 'stay'],
    [true, 'close'],
    [undefined, 'close'],
    [null, 'close'],
    ['', 'close'],
  ])('%p → %s', (result, verdict) => {
    expect(verdictOf(result)).toBe(verdict);
  });
});
