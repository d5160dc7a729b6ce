import { createRequestId } from './request-id';

const UUID_PART = /^[0-9a-f]{12}-4[0-9a-f]{3}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}$/;

describe('createRequestId', () => {
  it.each([{ now: 1_700_000_000_000 }, { now: 1 }, { now: 0 }])(
    'starts with the timestamp $now and ends with a UUID in 5 hex groups',
    ({ now }) => {
      const id = createRequestId(now);
      expect(id.startsWith(String(now))).toBe(true);
      const uuid = id.slice(String(now).length);
      expect(uuid).toMatch(UUID_PART);
      expect(uuid.split('-').map((group) => group.length)).toEqual([12, 4, 8, 4, 4]);
    },
  );

  it('uses the current time by default', () => {
    const before = Date.now();
    const id = createRequestId();
    const after = Date.now();
    const timestamp = Number(id.slice(0, String(before).length));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
  });

  it('is unique across 1000 calls at the same instant', () => {
    const ids = Array.from({ length: 1000 }, () => createRequestId(1_700_000_000_000));
    expect(new Set(ids).size).toBe(1000);
    ids.forEach((id) => expect(id.slice(13)).toMatch(UUID_PART));
  });
});
