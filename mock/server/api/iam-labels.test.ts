// Labels and the site catalogues: permission sets and the API permissions.
import { useTestGateway } from '../../testing/test-gateway';
import { callerAs } from '../roles/role-test-kit';

const t = useTestGateway();
const LABELS = '/iam/hzero/v1/labels';

const as = (user: 'admin' | 'alice', roleId?: number) => callerAs(t, user, roleId);

describe('labels', () => {
  it('lists and searches the labels for any signed-in user, with the roles carrying them', async () => {
    const alice = await as('alice');
    const all = await alice(LABELS);
    expect(all.body.content).toEqual([
      expect.objectContaining({ name: 'SITE_ADMIN', type: 'ROLE', presetFlag: 1, roleCount: 1 }),
      expect.objectContaining({ name: 'TENANT_ADMIN', roleCount: 1 }),
      expect.objectContaining({ name: 'HZERO_MENU', type: 'MENU', roleCount: 0 }),
    ]);
    const menu = await alice(`${LABELS}?type=MENU`);
    expect(menu.body.content.map((l: { name: string }) => l.name)).toEqual(['HZERO_MENU']);
  });

  it('creates a label a role may then carry; the name rule names the field', async () => {
    const admin = await as('admin');
    const bad = await admin(`${LABELS}?lang=en_US`, 'POST', { name: 'lower', type: 'ROLE' });
    expect(bad.body.message).toMatch(/^name must be capital letters/);
    const created = await admin(LABELS, 'POST', { name: 'AUDITOR', type: 'ROLE' });
    expect(created.body).toMatchObject({ name: 'AUDITOR', enabledFlag: 1, presetFlag: 0 });
    const dup = await admin(`${LABELS}?lang=en_US`, 'POST', { name: 'AUDITOR', type: 'ROLE' });
    expect(dup.body.message).toBe('name AUDITOR already exists');
    const role = await admin('/iam/hzero/v1/roles', 'PUT', {
      id: 11,
      objectVersionNumber: 1,
      labels: ['AUDITOR'],
    });
    expect(role.body.labels).toEqual(['AUDITOR']);
  });

  it('edits a label; a preset one stays enabled; only a site role writes', async () => {
    const admin = await as('admin');
    const preset = await admin(LABELS, 'PUT', { id: 1, objectVersionNumber: 1, enabledFlag: 0 });
    expect(preset.body).toMatchObject({ failed: true, code: 'error.label.preset' });
    const edited = await admin(LABELS, 'PUT', { id: 1, objectVersionNumber: 1, description: 'x' });
    expect(edited.body).toMatchObject({ description: 'x', objectVersionNumber: 2 });
    const tenant = await as('admin', 2);
    const refused = await tenant(LABELS, 'POST', { name: 'X', type: 'ROLE' });
    expect(refused.status).toBe(403);
  });
});

describe('catalogues', () => {
  it('lists permission sets with their page, searchable by page and level', async () => {
    const admin = await as('admin');
    const sets = await admin(
      '/iam/hzero/v1/permission-sets?menuCode=hzero.platform.currency&lang=en_US',
    );
    expect(sets.body.content).toEqual(
      [
        ['hpfm.currency.button.create', 'Create'],
        ['hpfm.currency.button.edit', 'Edit'],
        ['hpfm.currency.button.delete', 'Delete'],
      ].map(([code, name]) =>
        expect.objectContaining({ code, name, menuName: 'Currencies', level: 'site' }),
      ),
    );
    const org = await admin(
      '/iam/hzero/v1/permission-sets?code=house.button.create&level=organization',
    );
    expect(org.body.content).toEqual([
      expect.objectContaining({ menuCode: 'acme.property.house', roleCount: 1 }),
    ]);
  });

  it('lists the gateway’s own routes as API permissions, searchable', async () => {
    const admin = await as('admin');
    const found = await admin('/iam/hzero/v1/permissions?path=menus/tree');
    expect(found.body.content).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/iam/hzero/v1/menus/tree',
        serviceName: 'iam',
        access: 'user',
        tenantForm: false,
      }),
    ]);
    const posts = await admin('/iam/hzero/v1/permissions?method=post&serviceName=iam&size=100');
    expect(posts.body.content.every((r: { method: string }) => r.method === 'POST')).toBe(true);
    expect(posts.body.totalElements).toBeGreaterThan(3);
    const alice = await as('alice');
    expect((await alice('/iam/hzero/v1/permissions')).status).toBe(403);
  });
});
