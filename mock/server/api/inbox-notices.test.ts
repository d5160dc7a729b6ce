// /hmsg: the inbox (paged list, filters, detail, delete, clearing one type), notices written,
// published and revoked by administrators, and what publishing does to users' bells.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const tokenOf = (login: 'admin' | 'alice') => t.gateway.state.signIn(login).accessToken;
const ALICE = '/hmsg/v1/1';

describe('inbox', () => {
  it('pages the messages, newest first, filtered by read flag, type and subject', async () => {
    const token = tokenOf('alice');
    const page = await callApi(t.url, `${ALICE}/messages/user?page=0&size=4`, { token });
    expect(page.body).toMatchObject({ totalElements: 6, numberOfElements: 4, number: 0 });
    expect(page.body.content[0].subject).toBe('Repair request R-1024 assigned to you');
    for (const [query, total] of [
      ['readFlag=N', 4],
      ['readFlag=1', 2],
      ['userMessageTypeCode=NOTICE', 3],
      ['subject=lease', 1],
    ] as const) {
      const filtered = await callApi(t.url, `${ALICE}/messages/user?${query}`, { token });
      expect([query, filtered.body.totalElements]).toEqual([query, total]);
    }
  });

  it('answers one message, and a warning for an unknown or foreign one', async () => {
    const token = tokenOf('alice');
    const [first] = (await callApi(t.url, `${ALICE}/messages/user`, { token })).body.content;
    const one = await callApi(t.url, `${ALICE}/messages/user/${first.userMessageId}`, { token });
    expect(one.body).toMatchObject({ userMessageId: first.userMessageId, content: first.content });
    for (const id of ['1001', '99999']) {
      const missing = await callApi(t.url, `${ALICE}/messages/user/${id}`, { token });
      expect(missing.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
    }
  });

  it('deletes messages and answers the new unread count', async () => {
    const token = tokenOf('alice');
    const unread = await callApi(t.url, `${ALICE}/messages/user?readFlag=0`, { token });
    const ids = unread.body.content
      .slice(0, 2)
      .map((m: { userMessageId: number }) => m.userMessageId);
    const deleted = await callApi(t.url, `${ALICE}/messages/user`, {
      method: 'DELETE',
      token,
      body: ids,
    });
    expect(deleted.body).toEqual({ unreadMessageCount: 2 });
    expect((await callApi(t.url, `${ALICE}/messages/user`, { token })).body.totalElements).toBe(4);
  });

  it('clears the messages of one type only', async () => {
    const token = tokenOf('alice');
    const cleared = await callApi(
      t.url,
      `${ALICE}/messages/user/clear?userMessageTypeCode=NOTICE`,
      {
        token,
      },
    );
    // alice's unread: two MSG, two NOTICE
    expect(cleared.body).toEqual({ unreadMessageCount: 2 });
  });
});

describe('notices', () => {
  const draft = {
    title: 'Water off on Friday',
    noticeContent: '<p>From 9 to 11</p>',
    noticeTypeCode: 'MAINTENANCE',
    receiverTypeCode: 'NOTIFY',
  };

  it('a site administrator writes, publishes and revokes a notice; alice gets a message', async () => {
    const token = tokenOf('admin');
    const alice = tokenOf('alice');
    const created = await callApi(t.url, '/hmsg/v1/notices', {
      method: 'POST',
      token,
      body: draft,
    });
    expect(created.body).toMatchObject({ ...draft, statusCode: 'DRAFT', objectVersionNumber: 1 });
    const { noticeId } = created.body;
    const edited = await callApi(t.url, '/hmsg/v1/notices', {
      method: 'PUT',
      token,
      body: { ...draft, noticeId, objectVersionNumber: 1, title: 'Water off on Friday morning' },
    });
    expect(edited.body).toMatchObject({
      title: 'Water off on Friday morning',
      objectVersionNumber: 2,
    });
    const published = await callApi(t.url, `/hmsg/v1/notices/${noticeId}/publish`, {
      method: 'POST',
      token,
      body: { objectVersionNumber: 2 },
    });
    expect(published.body).toMatchObject({
      statusCode: 'PUBLISHED',
      publishedDate: expect.any(String),
    });
    const bell = await callApi(t.url, `${ALICE}/notices/user/preview?receiverTypeCode=NOTIFY`, {
      token: alice,
    });
    expect(bell.body[0]).toMatchObject({ noticeId, title: 'Water off on Friday morning' });
    const count = await callApi(t.url, `${ALICE}/messages/user/count`, { token: alice });
    expect(count.body).toEqual({ unreadMessageCount: 5 });
    const read = await callApi(t.url, `${ALICE}/notices/user/${noticeId}`, { token: alice });
    expect(read.body).toMatchObject({ noticeContent: '<p>From 9 to 11</p>' });

    const stale = await callApi(t.url, `/hmsg/v1/notices/${noticeId}/revoke`, {
      method: 'POST',
      token,
      body: { objectVersionNumber: 2 },
    });
    expect(stale.body).toMatchObject({ failed: true, code: 'error.record.changed' });
    await callApi(t.url, `/hmsg/v1/notices/${noticeId}/revoke`, {
      method: 'POST',
      token,
      body: { objectVersionNumber: 3 },
    });
    const after = await callApi(t.url, `${ALICE}/notices/user/preview?receiverTypeCode=NOTIFY`, {
      token: alice,
    });
    expect(after.body.map((n: { noticeId: number }) => n.noticeId)).not.toContain(noticeId);
    const gone = await callApi(t.url, `${ALICE}/notices/user/${noticeId}`, { token: alice });
    expect(gone.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
  });

  it("keeps a notice's attachment, shows it to its readers and refuses one that is not a UUID", async () => {
    const token = tokenOf('admin');
    const attachmentUuid = 'c0ffee00d1ce4a5e9b7a5eed000000aa';
    const created = await callApi(t.url, '/hmsg/v1/notices', {
      method: 'POST',
      token,
      body: { ...draft, attachmentUuid },
    });
    expect(created.body).toMatchObject({ attachmentUuid });
    const { noticeId } = created.body;
    await callApi(t.url, `/hmsg/v1/notices/${noticeId}/publish`, {
      method: 'POST',
      token,
      body: { objectVersionNumber: 1 },
    });
    const read = await callApi(t.url, `${ALICE}/notices/user/${noticeId}`, {
      token: tokenOf('alice'),
    });
    expect(read.body).toMatchObject({ attachmentUuid });
    const refused = await callApi(t.url, '/hmsg/v1/notices', {
      method: 'POST',
      token,
      body: { ...draft, attachmentUuid: '../etc/passwd' },
    });
    expect(refused.body).toMatchObject({ failed: true, message: '附件编号无效' }); // admin reads Chinese
  });

  it('refuses a published notice edit, bad input and a user without the permission', async () => {
    const token = tokenOf('admin');
    const edit = await callApi(t.url, '/hmsg/v1/notices', {
      method: 'PUT',
      token,
      body: { ...draft, noticeId: 1, objectVersionNumber: 1 },
    });
    expect(edit.body).toMatchObject({ failed: true, code: 'error.notice.published' });
    const blank = await callApi(t.url, '/hmsg/v1/notices', {
      method: 'POST',
      token,
      body: { ...draft, title: ' ' },
    });
    expect(blank.body).toMatchObject({ failed: true, message: '标题须为 1 到 120 个字符' });
    const denied = await callApi(t.url, `${ALICE}/notices`, {
      method: 'POST',
      token: tokenOf('alice'),
      body: draft,
    });
    expect(denied.status).toBe(403);
  });

  it('lists the organisation’s own notices, filtered', async () => {
    const list = await callApi(t.url, '/hmsg/v1/notices?receiverTypeCode=ANNOUNCE', {
      token: tokenOf('admin'),
    });
    expect(list.body.content.map((n: { noticeId: number }) => n.noticeId)).toEqual([5, 1]);
  });

  it('clears the bell’s notices of a type for that user only', async () => {
    const alice = tokenOf('alice');
    await callApi(t.url, `${ALICE}/notices/user/clear?receiverTypeCode=ANNOUNCE`, {
      method: 'POST',
      token: alice,
    });
    const left = await callApi(t.url, `${ALICE}/notices/user/preview?previewCount=10`, {
      token: alice,
    });
    expect(left.body.map((n: { noticeId: number }) => n.noticeId)).toEqual([2]);
    const admin = await callApi(t.url, '/hmsg/v1/0/notices/user/preview', {
      token: tokenOf('admin'),
    });
    expect(admin.body).toHaveLength(3);
  });
});
