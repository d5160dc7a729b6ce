// Current user, tenants and roles answered from the token's session; switching role and tenant.
import { callApi, tokenFor, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const USER_FIELDS = [
  'id',
  'loginName',
  'realName',
  'email',
  'phone',
  'imageUrl',
  'language',
  'languageName',
  'timeZone',
  'tenantId',
  'tenantName',
  'tenantNum',
  'organizationId',
  'currentRoleId',
  'currentRoleCode',
  'currentRoleName',
  'currentRoleLevel',
  'currentRoleLabels',
  'dateFormat',
  'timeFormat',
  'dateTimeFormat',
  'menuLayout',
  'menuLayoutTheme',
  'roleMergeFlag',
  'waterMarkFlag',
  'dataHierarchyFlag',
  'title',
  'logo',
  'favicon',
  'recentAccessTenantList',
  'additionInfo',
];

const ROLE_FIELDS = [
  'id',
  'name',
  'code',
  'level',
  'tenantId',
  'tenantName',
  'assignLevel',
  'assignLevelValue',
  'adminFlag',
  'memberRoleId',
  'defaultRole',
  '_token',
];

const get = async (path: string, token: string) => (await callApi(t.url, path, { token })).body;
const put = async (path: string, token: string) =>
  (
    await callApi(t.url, path, {
      method: 'POST',
      token,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    })
  ).body;

describe('GET /iam/hzero/v1/users/self', () => {
  it.each(['admin', 'alice'] as const)('fills every user field for %s', async (username) => {
    const self = await get('/iam/hzero/v1/users/self', await tokenFor(t.url, username));
    for (const field of USER_FIELDS) expect(self[field]).not.toBeUndefined();
    for (const field of USER_FIELDS) expect(self[field]).not.toBeNull();
    expect(self.organizationId).toBe(self.tenantId);
    expect(typeof self.additionInfo.uniqueId).toBe('string');
    expect(self.menuLayout).toBe('inline');
  });

  it('describes admin in the platform tenant with the site administrator role', async () => {
    const self = await get('/iam/hzero/v1/users/self', await tokenFor(t.url, 'admin'));
    expect(self).toMatchObject({
      loginName: 'admin',
      language: 'zh_CN',
      timeZone: 'GMT+8',
      tenantId: 0,
      tenantNum: 'HZERO',
      tenantName: 'HZERO Platform',
      currentRoleCode: 'administrator',
      currentRoleLevel: 'site',
      waterMarkFlag: 0,
      dataHierarchyFlag: 0,
      recentAccessTenantList: [{ tenantId: 0, tenantNum: 'HZERO', tenantName: 'HZERO Platform' }],
    });
  });

  it('describes alice in Acme as Property Manager with watermark and data hierarchy on', async () => {
    const self = await get('/iam/hzero/v1/users/self', await tokenFor(t.url, 'alice'));
    expect(self).toMatchObject({
      loginName: 'alice',
      language: 'en_US',
      tenantId: 1,
      organizationId: 1,
      tenantNum: 'ACME',
      currentRoleName: 'Property Manager',
      currentRoleLevel: 'organization',
      waterMarkFlag: 1,
      dataHierarchyFlag: 1,
    });
  });
});

describe('tenants and roles', () => {
  it('lists the tenants a user has roles in', async () => {
    const tenants = await get('/iam/hzero/v1/users/self-tenants', await tokenFor(t.url, 'alice'));
    expect(tenants).toEqual([
      {
        userId: 2,
        tenantId: 1,
        tenantNum: 'ACME',
        tenantName: 'Acme Property',
        defaultTenantId: 1,
      },
      {
        userId: 2,
        tenantId: 2,
        tenantNum: 'GLOBEX',
        tenantName: 'Globex Manufacturing',
        defaultTenantId: 1,
      },
    ]);
  });

  it('lists all roles of the user with every field', async () => {
    const roles = await get(
      '/iam/hzero/v1/member-roles/self-roles',
      await tokenFor(t.url, 'admin'),
    );
    expect(roles.map((r: { code: string; level: string }) => [r.code, r.level])).toEqual([
      ['administrator', 'site'],
      ['tenant-admin', 'organization'],
    ]);
    for (const role of roles) for (const field of ROLE_FIELDS) expect(role).toHaveProperty(field);
    expect(roles[0]).toMatchObject({
      tenantId: 0,
      defaultRole: true,
      adminFlag: 1,
      name: '平台管理员',
    });
    expect(roles[1]).toMatchObject({
      tenantId: 1,
      defaultRole: false,
      tenantName: 'Acme Property',
    });
  });

  it('answers the current role', async () => {
    const role = await get(
      '/iam/hzero/v1/member-roles/current-role',
      await tokenFor(t.url, 'alice'),
    );
    expect(role).toMatchObject({ id: 11, code: 'acme-property-manager', name: 'Property Manager' });
  });
});

describe('switching', () => {
  it('switches role (and with it the tenant) through a POST with X-HTTP-Method-Override: PUT', async () => {
    const token = await tokenFor(t.url, 'admin');
    const answer = await put('/iam/v1/users/roles?roleId=2', token);
    expect(answer).toMatchObject({ id: 2, code: 'tenant-admin' });
    const self = await get('/iam/hzero/v1/users/self', token);
    expect(self).toMatchObject({
      currentRoleId: 2,
      currentRoleLevel: 'organization',
      tenantId: 1,
      organizationId: 1,
    });
    expect((await get('/iam/hzero/v1/member-roles/current-role', token)).id).toBe(2);
  });

  it('answers a failed body for a role the user does not hold', async () => {
    const token = await tokenFor(t.url, 'alice');
    const result = await callApi(t.url, '/iam/v1/users/roles?roleId=1', { method: 'PUT', token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ failed: true, type: 'error', code: expect.any(String) });
    expect((await get('/iam/hzero/v1/users/self', token)).currentRoleId).toBe(11);
  });

  it('switches tenant and with it the role', async () => {
    const token = await tokenFor(t.url, 'alice');
    const row = await put('/iam/v1/users/tenant-id?tenantId=2', token);
    expect(row).toMatchObject({ tenantId: 2, tenantNum: 'GLOBEX' });
    const self = await get('/iam/hzero/v1/users/self', token);
    expect(self).toMatchObject({
      tenantId: 2,
      currentRoleId: 12,
      currentRoleName: 'Production Planner',
    });
    expect(self.recentAccessTenantList.map((r: { tenantId: number }) => r.tenantId)).toEqual([
      2, 1,
    ]);
  });

  it('refuses a tenant the user has no role in', async () => {
    const token = await tokenFor(t.url, 'alice');
    const answer = await put('/iam/v1/users/tenant-id?tenantId=0', token);
    expect(answer).toMatchObject({ failed: true });
  });

  it('sets the default tenant, where the next sign-in starts', async () => {
    const token = await tokenFor(t.url, 'alice');
    await put('/iam/hzero/v1/users/default-tenant?tenantId=2', token);
    const tenants = await get('/iam/hzero/v1/users/self-tenants', token);
    expect(tenants.every((row: { defaultTenantId: number }) => row.defaultTenantId === 2)).toBe(
      true,
    );
    expect((await get('/iam/hzero/v1/users/self', token)).tenantId).toBe(1);
    const next = await tokenFor(t.url, 'alice');
    expect((await get('/iam/hzero/v1/users/self', next)).tenantId).toBe(2);
  });

  it('keeps sessions apart: one user switching does not move another', async () => {
    const admin = await tokenFor(t.url, 'admin');
    const alice = await tokenFor(t.url, 'alice');
    await put('/iam/v1/users/tenant-id?tenantId=2', alice);
    expect((await get('/iam/hzero/v1/users/self', admin)).tenantId).toBe(0);
  });
});

describe('PUT /iam/hzero/v1/users/menu-layout', () => {
  it.each(['inline', 'horizontal', 'side', 'side-all', 'only-content'])(
    'saves %s as the user menuLayout, for this and the next session',
    async (layout) => {
      const token = await tokenFor(t.url, 'alice');
      const answer = await put(`/iam/hzero/v1/users/menu-layout?menuLayout=${layout}`, token);
      expect(answer).toMatchObject({ loginName: 'alice', menuLayout: layout });
      const next = await tokenFor(t.url, 'alice');
      expect((await get('/iam/hzero/v1/users/self', next)).menuLayout).toBe(layout);
      expect(
        (await get('/iam/hzero/v1/users/self', await tokenFor(t.url, 'admin'))).menuLayout,
      ).toBe('inline');
    },
  );

  it.each(['', 'menuLayout=', 'menuLayout=cascade', 'menuLayout=INLINE'])(
    'refuses %p and keeps the layout',
    async (query) => {
      const token = await tokenFor(t.url, 'alice');
      const answer = await put(`/iam/hzero/v1/users/menu-layout?${query}`, token);
      expect(answer).toMatchObject({ failed: true, code: 'error.user.menu_layout' });
      expect((await get('/iam/hzero/v1/users/self', token)).menuLayout).toBe('inline');
    },
  );

  it('is back to inline after a reset', async () => {
    const token = await tokenFor(t.url, 'alice');
    await put('/iam/hzero/v1/users/menu-layout?menuLayout=side', token);
    await callApi(t.url, '/__mock__/reset', { method: 'POST' });
    expect((await get('/iam/hzero/v1/users/self', token)).menuLayout).toBe('inline');
  });
});

describe('reset', () => {
  it('restores the seed role and tenant but keeps tokens valid by default', async () => {
    const token = await tokenFor(t.url, 'alice');
    await put('/iam/v1/users/tenant-id?tenantId=2', token);
    await put('/iam/hzero/v1/users/default-tenant?tenantId=2', token);
    await callApi(t.url, '/__mock__/reset', { method: 'POST' });
    const self = await get('/iam/hzero/v1/users/self', token);
    expect(self).toMatchObject({ tenantId: 1, currentRoleId: 11 });
    expect((await get('/iam/hzero/v1/users/self-tenants', token))[0].defaultTenantId).toBe(1);
  });

  it('revokes every token with { tokens: true }', async () => {
    const token = await tokenFor(t.url, 'alice');
    await callApi(t.url, '/__mock__/reset', { method: 'POST', body: { tokens: true } });
    expect((await callApi(t.url, '/iam/hzero/v1/users/self', { token })).status).toBe(401);
  });
});

describe('PUT /iam/hzero/v1/users/self (own profile)', () => {
  const gateway = useTestGateway();

  it.each([
    [{ phone: '13900000009' }, { phone: '13900000009' }],
    [
      { email: 'alice@globex.example', realName: 'Alice C.' },
      { email: 'alice@globex.example', realName: 'Alice C.' },
    ],
  ])('saves %o', async (body, expected) => {
    const token = await tokenFor(gateway.url, 'alice');
    const saved = await callApi(gateway.url, '/iam/hzero/v1/users/self', {
      method: 'PUT',
      token,
      body,
    });
    expect(saved.body).toMatchObject(expected);
    const self = await callApi(gateway.url, '/iam/hzero/v1/users/self', { token });
    expect(self.body).toMatchObject(expected);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email address is not valid'],
    [{ phone: 'abc' }, 'Phone number is not valid'],
    [{ realName: '' }, 'Name must be 1 to 40 characters'],
  ])('refuses %o with a clear message', async (body, message) => {
    const token = await tokenFor(gateway.url, 'alice');
    const answer = await callApi(gateway.url, '/iam/hzero/v1/users/self', {
      method: 'PUT',
      token,
      body,
    });
    expect(answer.body).toMatchObject({ failed: true, message, type: 'warn' });
  });
});
