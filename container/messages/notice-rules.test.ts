import {
  badgeText,
  bellNotices,
  countFromPush,
  isUnread,
  withoutType,
  withRead,
  type BellNotice,
} from './notice-rules';

const message = (userMessageId: number, readFlag: 0 | 1 | 'Y' | 'N'): BellNotice => ({
  type: 'message',
  userMessageId,
  subject: `m${userMessageId}`,
  creationDate: '2024-05-01 10:00:00',
  readFlag,
});
const notice: BellNotice = { type: 'notice', noticeId: 9, title: 'n', publishedDate: '2024-05-01' };

describe('bell rules', () => {
  it.each([
    [{ tenantId: 1, number: 3 }, 1, 3],
    [{ tenantId: 2, number: 3 }, 1, undefined],
    [{ tenantId: 0, number: 0 }, undefined, 0],
  ])('push %j for tenant %s counts %s', (push, tenantId, count) => {
    expect(countFromPush(push, tenantId)).toBe(count);
  });

  it.each([
    [0, ''],
    [-1, ''],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('badge of %i: %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it.each([
    [message(1, 0), true],
    [message(1, 'N'), true],
    [message(1, 1), false],
    [message(1, 'Y'), false],
    [notice, false],
  ])('%j unread: %s', (item, unread) => {
    expect(isUnread(item)).toBe(unread);
  });

  it('marks some or all messages read, leaving notices alone', () => {
    const list = [message(1, 0), message(2, 'N'), notice];
    expect(withRead(list, [2]).map(isUnread)).toEqual([true, false, false]);
    expect(withRead(list, 'all').map(isUnread)).toEqual([false, false, false]);
    expect(withRead(list, 'all')[2]).toBe(notice);
  });

  it('removes the notices of a type', () => {
    const list = [message(1, 0), notice, message(2, 1)];
    expect(withoutType(list, 'message')).toEqual([notice]);
    expect(withoutType(list, 'notice')).toEqual([message(1, 0), message(2, 1)]);
  });

  it('puts the recent messages first, then the notifications', () => {
    const [first, second] = bellNotices(
      [{ userMessageId: 3, subject: 's', creationDate: 'd' }],
      [{ noticeId: 4, title: 't', publishedDate: 'd' }],
    );
    expect([first.type, second.type]).toEqual(['message', 'notice']);
  });
});
