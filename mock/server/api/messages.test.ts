// /hmsg: per-user messages, counts that follow the read flags, recent dates and notices.
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { formatDateTime, startOfDay } from '../work/dates';

const t = useTestGateway();
const tokenOf = (login: 'admin' | 'alice') => t.gateway.state.signIn(login).accessToken;
// admin works in tenant 0, alice in tenant 1.
const base = (login: 'admin' | 'alice') => `/hmsg/v1/${login === 'admin' ? 0 : 1}`;

async function counts(login: 'admin' | 'alice', token: string) {
  const unread = await callApi(t.url, `${base(login)}/messages/user/count`, { token });
  const center = await callApi(t.url, `${base(login)}/messageCenter/userMessage/count`, { token });
  return [unread.body.unreadMessageCount, center.body];
}

describe('per-user messages', () => {
  it.each([
    ['admin', 5, '系统升级完成', '站内消息'],
    ['alice', 4, 'Repair request R-1024 assigned to you', 'Message'],
  ] as const)('%s has %i unread, newest first', async (login, unread, newest, msgMeaning) => {
    const token = tokenOf(login);
    expect(await counts(login, token)).toEqual([unread, unread]);
    const preview = await callApi(
      t.url,
      `${base(login)}/messages/user/preview?previewMessageCount=10&readFlag=0`,
      { token },
    );
    expect(preview.body).toHaveLength(unread);
    expect(preview.body[0].subject).toBe(newest);
    expect(preview.body.every((m: { readFlag: number }) => m.readFlag === 0)).toBe(true);
    const meanings = preview.body.map(
      (m: { userMessageTypeMeaning: string }) => m.userMessageTypeMeaning,
    );
    expect(meanings).toContain(msgMeaning);
    for (const field of [
      'userMessageId',
      'messageId',
      'content',
      'creationDate',
      'userMessageTypeCode',
    ]) {
      expect(preview.body[0]).toHaveProperty(field);
    }
  });

  it('spreads recent messages over today, yesterday, this week and older, newest first', async () => {
    const token = tokenOf('admin');
    const recent = await callApi(
      t.url,
      `${base('admin')}/messageCenter/userMessage/recent?count=10`,
      {
        token,
      },
    );
    const dates: string[] = recent.body.map((m: { creationDate: string }) => m.creationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const day = (offset: number) =>
      formatDateTime(startOfDay(Date.now()) - offset * 86400_000).slice(0, 10);
    const days = dates.map((d) => d.slice(0, 10));
    expect(days).toContain(day(0));
    expect(days).toContain(day(1));
    expect(days.some((d) => d < day(1) && d > day(7))).toBe(true);
    expect(days.some((d) => d < day(7))).toBe(true);
    expect(dates.every((d) => d <= formatDateTime(Date.now()))).toBe(true);
  });

  it('gives 5 recent messages by default', async () => {
    const recent = await callApi(t.url, `${base('admin')}/messageCenter/userMessage/recent`, {
      token: tokenOf('admin'),
    });
    expect(recent.body).toHaveLength(5);
  });
});

describe('read flags', () => {
  it('marks some messages read, then all, and the counts follow', async () => {
    const token = tokenOf('alice');
    const preview = await callApi(t.url, `${base('alice')}/messages/user/preview?readFlag=0`, {
      token,
    });
    const ids = preview.body.slice(0, 2).map((m: { userMessageId: number }) => m.userMessageId);
    const marked = await callApi(
      t.url,
      `${base('alice')}/messages/user/read-flag?userMessageIds=${ids.join(',')}`,
      { method: 'POST', token },
    );
    expect(marked.body).toEqual({ unreadMessageCount: 2 });
    expect(await counts('alice', token)).toEqual([2, 2]);
    // The other user is untouched.
    expect(await counts('admin', tokenOf('admin'))).toEqual([5, 5]);
    await callApi(t.url, `${base('alice')}/messages/user/read-flag?readAll=1`, {
      method: 'POST',
      token,
    });
    expect(await counts('alice', token)).toEqual([0, 0]);
  });

  it('clears (marks all read) by GET', async () => {
    const token = tokenOf('admin');
    await callApi(t.url, `${base('admin')}/messages/user/clear`, { token });
    expect(await counts('admin', token)).toEqual([0, 0]);
    const unread = await callApi(t.url, `${base('admin')}/messages/user/preview?readFlag=0`, {
      token,
    });
    expect(unread.body).toEqual([]);
  });

  it.each(['', '?userMessageIds=a,b'])('refuses read-flag%s without usable ids', async (query) => {
    const result = await callApi(t.url, `${base('admin')}/messages/user/read-flag${query}`, {
      method: 'POST',
      token: tokenOf('admin'),
    });
    expect(result.body).toMatchObject({ failed: true, code: 'error.param.invalid' });
  });
});

describe('notices', () => {
  it.each([
    ['admin', [1, 2, 5], '平台将于周六 22:00 停机维护'],
    ['alice', [1, 3, 2, 5], 'Platform maintenance Saturday 22:00'],
  ] as const)('%s sees the platform and own-tenant notices', async (login, ids, firstTitle) => {
    const result = await callApi(t.url, `${base(login)}/notices/user/preview?previewCount=10`, {
      token: tokenOf(login),
    });
    expect(result.body.map((n: { noticeId: number }) => n.noticeId)).toEqual(ids);
    expect(result.body[0]).toMatchObject({
      title: firstTitle,
      noticeTypeCode: 'MAINTENANCE',
      receiverTypeCode: 'ANNOUNCE',
      publishedDate: expect.any(String),
      receiverTypeMeaning: expect.any(String),
    });
  });

  it('limits notices by previewCount and filters by receiverTypeCode', async () => {
    const token = tokenOf('alice');
    const two = await callApi(t.url, `${base('alice')}/notices/user/preview?previewCount=2`, {
      token,
    });
    expect(two.body).toHaveLength(2);
    const notify = await callApi(
      t.url,
      `${base('alice')}/notices/user/preview?receiverTypeCode=NOTIFY`,
      {
        token,
      },
    );
    expect(notify.body.map((n: { noticeId: number }) => n.noticeId)).toEqual([2]);
  });
});
