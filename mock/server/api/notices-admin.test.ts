// Who administers notices: the announcements list, a notice's detail and every write are refused
// (HTTP 403) to anybody but a notice administrator: on the site form (the platform's notices) a
// site-level role holding its announcements page, on the tenant form a role of the organisation
// holding the organisation's page. Drafts stay with them; published notices reach their audience.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const session = (user: 'admin' | 'alice', roleId?: number) => sessionAs(t, user, roleId);

const ids = (page: { content: { noticeId: number }[] }) => page.content.map((n) => n.noticeId);
const draft = {
  title: 'Lift closed on Monday',
  noticeContent: '<p>Maintenance</p>',
  noticeTypeCode: 'MAINTENANCE',
  receiverTypeCode: 'ANNOUNCE',
};

describe('reading the announcements list and a notice', () => {
  it.each([
    ['alice', 11, '/hmsg/v1/1/notices', 'error.permission.denied'],
    ['alice', 11, '/hmsg/v1/1/notices/3', 'error.permission.denied'],
    ['alice', 12, '/hmsg/v1/2/notices', 'error.permission.denied'],
    ['alice', 11, '/hmsg/v1/notices', 'error.permission.site_level'],
    ['alice', 12, '/hmsg/v1/notices/1', 'error.permission.site_level'],
    ['admin', 2, '/hmsg/v1/notices', 'error.permission.site_level'],
  ] as const)('refuses %s under role %i: GET %s (%s)', async (user, roleId, path, code) => {
    const result = await callApi(t.url, path, { token: await session(user, roleId) });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ failed: true, code, type: 'warn' });
    expect(JSON.stringify(result.body)).not.toContain('Building A lift');
  });

  it('tells alice in English what she may not do', async () => {
    const result = await callApi(t.url, '/hmsg/v1/1/notices', { token: await session('alice') });
    expect(result.body.message).toBe(
      'The current role may not manage announcements (hzero.org.message.notice)',
    );
  });

  it('shows each administrator the notices of its form only', async () => {
    const site = await callApi(t.url, '/hmsg/v1/notices', { token: await session('admin') });
    expect(ids(site.body)).toEqual([5, 2, 1]);
    const acme = await callApi(t.url, '/hmsg/v1/1/notices', { token: await session('admin', 2) });
    expect(ids(acme.body)).toEqual([3]);
  });
});

describe('writing notices', () => {
  it('refuses the platform form to the tenant administrator and creates nothing', async () => {
    const token = await session('admin', 2);
    const result = await callApi(t.url, '/hmsg/v1/notices', { method: 'POST', token, body: draft });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      code: 'error.permission.site_level',
      message: '只有平台级角色才能管理平台公告，当前角色属于租户',
    });
    const revoke = await callApi(t.url, '/hmsg/v1/notices/1/revoke', {
      method: 'POST',
      token,
      body: { objectVersionNumber: 1 },
    });
    expect(revoke.status).toBe(403);
    const site = await callApi(t.url, '/hmsg/v1/notices', { token: await session('admin') });
    expect(site.body.content).toHaveLength(3);
    expect(site.body.content.map((n: { statusCode: string }) => n.statusCode)).toEqual([
      'PUBLISHED',
      'PUBLISHED',
      'PUBLISHED',
    ]);
  });

  it("keeps a tenant's draft from its readers until it is published", async () => {
    const admin = await session('admin', 2);
    const created = await callApi(t.url, '/hmsg/v1/1/notices', {
      method: 'POST',
      token: admin,
      body: draft,
    });
    const { noticeId } = created.body;
    const alice = await session('alice');
    const hidden = await callApi(t.url, `/hmsg/v1/1/notices/user/${noticeId}`, { token: alice });
    expect(hidden.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
    const asAdmin = await callApi(t.url, `/hmsg/v1/1/notices/${noticeId}`, { token: alice });
    expect(asAdmin.status).toBe(403);

    await callApi(t.url, `/hmsg/v1/1/notices/${noticeId}/publish`, {
      method: 'POST',
      token: admin,
      body: { objectVersionNumber: 1 },
    });
    const read = await callApi(t.url, `/hmsg/v1/1/notices/user/${noticeId}`, { token: alice });
    expect(read.body).toMatchObject({ noticeId, title: 'Lift closed on Monday' });
    const globex = await session('alice', 12);
    const other = await callApi(t.url, `/hmsg/v1/2/notices/user/${noticeId}`, { token: globex });
    expect(other.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
  });
});
