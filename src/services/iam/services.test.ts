import { describeServiceTable } from '../test-support';
import { fetchCurrentUser } from './current-user';
import { makeCurrentUser } from './current-user.fixture';
import { fetchMenuTree } from './menus';
import { checkPermissions } from './permissions';
import { fetchCurrentRole, fetchSelfRoles, switchRole } from './roles';
import { fetchSelfTenants, switchTenant, updateDefaultTenant } from './tenants';
import { updateDefaultLanguage } from './users';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

const user = makeCurrentUser({ tenantId: 7, organizationId: undefined as unknown as number });

describeServiceTable('iam services', [
  {
    name: 'menu tree',
    call: () => fetchMenuTree({ lang: 'en_US', roleId: 3 }),
    url: '/iam/hzero/v1/menus/tree',
    options: {
      method: 'GET',
      params: { lang: 'en_US', roldId: 3, labels: 'HZERO_MENU', unionLabel: true },
    },
  },
  {
    name: 'check permissions',
    call: () => checkPermissions(['hpfm.bank.button.edit', 'hpfm.bank.button.delete']),
    url: '/iam/hzero/v1/menus/check-permissions',
    options: { method: 'POST', data: ['hpfm.bank.button.edit', 'hpfm.bank.button.delete'] },
  },
  {
    name: 'current user (self) takes organizationId from tenantId',
    call: () => fetchCurrentUser(),
    url: '/iam/hzero/v1/users/self',
    options: { method: 'GET' },
    reply: user,
    result: expect.objectContaining({ tenantId: 7, organizationId: 7 }),
  },
  {
    name: 'default language',
    call: () => updateDefaultLanguage('en_US'),
    url: '/iam/hzero/v1/users/default-language',
    options: { method: 'PUT', params: { language: 'en_US' } },
  },
  {
    name: 'self tenants',
    call: () => fetchSelfTenants(),
    url: '/iam/hzero/v1/users/self-tenants',
    options: { method: 'GET' },
  },
  {
    name: 'switch tenant',
    call: () => switchTenant(12),
    url: '/iam/v1/users/tenant-id',
    options: { method: 'PUT', params: { tenantId: 12 } },
  },
  {
    name: 'default tenant',
    call: () => updateDefaultTenant(12, { silent: true }),
    url: '/iam/hzero/v1/users/default-tenant',
    options: { method: 'PUT', params: { tenantId: 12 }, silent: true },
  },
  {
    name: 'self roles',
    call: () => fetchSelfRoles(),
    url: '/iam/hzero/v1/member-roles/self-roles',
    options: { method: 'GET' },
  },
  {
    name: 'current role',
    call: () => fetchCurrentRole(),
    url: '/iam/hzero/v1/member-roles/current-role',
    options: { method: 'GET' },
  },
  {
    name: 'switch role',
    call: () => switchRole(5),
    url: '/iam/v1/users/roles',
    options: { method: 'PUT', params: { roleId: 5 } },
  },
]);
