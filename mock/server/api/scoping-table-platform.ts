// Scope rows of the sign-in, user, menu, text, lookup, UI and property routes. See
// scoping-types.ts for what a row says.
import { MEMBERSHIPS, otherUser, RECORDS, type Caller } from './scoping-fixtures';
import {
  forms,
  methods,
  pathOnly,
  pub,
  rowsOf,
  same,
  scoped,
  type Probe,
  type ScopeTable,
} from './scoping-types';
import { permissionSetId } from '../roles/permission-tree';
import { menuId } from './menu-tree';

const OWN_USER = 'answers or changes the caller’s own user: the request names nobody else';
const SIGN_IN = 'the sign-in flow: there is no session yet';

/** The other tenant's own value set, named by code in a lookup query. */
const otherLov = (c: Caller, victim: number, query: (code: string) => string): Probe[] =>
  c.tenantId === 0 || victim === 0 ? [] : [{ query: query(RECORDS[victim].lov.code) }];

/** A lookup of one code: the caller's own reads, another tenant's own set is not found. */
const lookup = (query: (code: string) => string) =>
  scoped({
    own: () => ({ query: query('HPFM.FLAG') }),
    others: (c, victim) => otherLov(c, victim, query),
  });

/** Data lookup rows of another tenant in a `lovs/data` answer. */
const hasTenantRow = (victim: number) => (body: unknown) =>
  rowsOf(body).some((row) => row.tenantId === victim);

const lovData = scoped({
  own: () => ({ query: 'lovCode=HIAM.USER&size=1000' }),
  others: (c, victim) =>
    c.site
      ? []
      : [
          { query: 'lovCode=HIAM.USER&size=1000', reveals: hasTenantRow(victim) },
          ...otherLov(c, victim, (code) => `lovCode=${code}`),
        ],
});

/** A call naming a role: the caller's own current one, or one of the other user's. */
const byRole = (param: string) =>
  scoped({
    own: (c) => ({ query: `${param}=${c.roleId}` }),
    otherUser: (c) =>
      MEMBERSHIPS[otherUser(c.user).user].roles.map((roleId) => ({ query: `${param}=${roleId}` })),
  });

/** Menu Configuration: site roles only, on the site catalogue (no tenant's records in it). */
const menuEditor = (own: (c: Caller) => Probe) => scoped({ own, role: (c) => c.site });
const SOME_MENU = () => menuId('hzero.system.menu');
const SOME_SET = () => permissionSetId('hpfm.currency.button.delete');

export const platformScopes: ScopeTable = {
  'GET /iam/hzero/v1/menus/manage-tree': menuEditor(() => ({})),
  'POST /iam/hzero/v1/menus/create': menuEditor((c) => ({
    body: { code: `probe.r${c.roleId}`, type: 'dir', parentId: 0, name: 'probe' },
  })),
  'PUT /iam/hzero/v1/menus/update': menuEditor(() => ({ body: { id: SOME_MENU(), icon: 'menu' } })),
  'PUT /iam/hzero/v1/menus/enable': menuEditor(() => ({ query: `menuId=${SOME_MENU()}` })),
  'PUT /iam/hzero/v1/menus/disable': menuEditor(() => ({ query: `menuId=${SOME_MENU()}` })),
  'GET /iam/hzero/v1/menus/:menuId/permission-set': menuEditor(() => ({
    params: { menuId: menuId('hzero.platform.currency') },
  })),
  'PUT /iam/hzero/v1/menus/permission-set/enable': menuEditor(() => ({ body: { id: SOME_SET() } })),
  'PUT /iam/hzero/v1/menus/permission-set/disable': menuEditor(() => ({
    body: { id: SOME_SET() },
  })),
  ...methods(['GET', 'POST'], '/oauth/login', pub(SIGN_IN)),
  ...forms('GET', '/oauth/oauth/authorize', pub(SIGN_IN)),
  ...forms('GET', '/oauth/static/jsencrypt.min.js', pub('a static script of the sign-in page')),
  ...methods(['GET', 'POST'], '/oauth/public/token/kickoff', pub('tells a token’s own state')),
  ...methods(['GET', 'POST'], '/oauth/logout', pub('revokes the token it is given, if any')),
  ...forms('GET', '/hpfm/v1/tool/pass/public-key', pub('the sign-in page encrypts with it')),
  ...forms('GET', '/hpfm/v1/prompt/:lang', pub('the platform’s texts, shown before sign-in')),
  ...forms('GET', '/hpfm/v1/pub/lov-view/info', pub('the platform’s lookup views (pub form)')),
  ...forms('GET', '/hpfm/v1/pub/lovs/value/batch', pub('the platform’s value sets (pub form)')),

  ...methods(['PUT', 'GET'], '/iam/hzero/v1/users/self', same(OWN_USER)),
  ...forms('PUT', '/iam/hzero/v1/users/menu-layout', same(OWN_USER)),
  ...forms('GET', '/iam/hzero/v1/users/self-tenants', same(OWN_USER)),
  ...forms('GET', '/iam/hzero/v1/member-roles/self-roles', same(OWN_USER)),
  ...forms('GET', '/iam/hzero/v1/member-roles/current-role', same(OWN_USER)),
  ...forms('PUT', '/iam/hzero/v1/users/default-language', same(OWN_USER)),
  ...forms('PUT', '/iam/v1/users/roles', byRole('roleId')),
  ...['/iam/v1/users/tenant-id', '/iam/hzero/v1/users/default-tenant'].reduce<ScopeTable>(
    (rows, pattern) => ({
      ...rows,
      ...forms(
        'PUT',
        pattern,
        scoped({
          own: (c) => ({ query: `tenantId=${c.tenantId}` }),
          others: (c, victim) =>
            MEMBERSHIPS[c.user].tenants.includes(victim) ? [] : [{ query: `tenantId=${victim}` }],
        }),
      ),
    }),
    {},
  ),
  ...forms('GET', '/iam/hzero/v1/menus/tree', byRole('roldId')),
  ...forms(
    'GET',
    '/hpfm/v1/:orgId/prompt/:lang',
    scoped({ own: () => ({ params: { lang: 'en_US' } }) }),
  ),
  ...forms(
    'POST',
    '/iam/hzero/v1/menus/check-permissions',
    same('answers for the caller’s current role; the request names codes only'),
  ),
  ...forms('GET', '/hpfm/v1/languages', same('the platform’s language list')),
  ...forms('GET', '/hpfm/v1/languages/list', same('the platform’s language list')),
  ...forms('GET', '/hpfm/v1/multi-language', same('the menus’ names: platform definitions')),
  ...forms('GET', '/hpfm/v1/:orgId/multi-language', pathOnly({ query: 'fieldName=name' })),
  ...forms('GET', '/hpfm/v1/lov-view/info', same('lookup views are platform definitions')),
  ...forms('GET', '/hpfm/v1/:orgId/lov-view/info', pathOnly({ query: 'viewCode=HPFM.COUNTRY' })),
  ...forms('GET', '/hpfm/v1[/:orgId]/lovs/data', lovData),
  ...forms(
    'GET',
    '/hpfm/v1[/:orgId]/lovs/value',
    lookup((code) => `lovCode=${code}`),
  ),
  ...forms(
    'GET',
    '/hpfm/v1[/:orgId]/lovs/value/batch',
    lookup((code) => `a=${code}`),
  ),
  ...forms('GET', '/hpfm/v1/:orgId/ui-table', pathOnly({ query: 'code=hsdr.job-info.list' })),
  ...forms(
    'POST',
    '/hpfm/v1/:orgId/ui-table',
    scoped({ own: () => ({ query: 'code=x', body: [] }) }),
  ),
  ...forms('GET', '/hpfm/v1/static-texts/text/by-code/nullable', same('the platform’s texts')),
  ...forms(
    'GET',
    '/hpfm/v1/:tenantId/static-texts/text/by-code/nullable',
    pathOnly({ query: 'textCode=x' }),
  ),
  ...forms('GET', '/hpfm/v1/static-texts/text-code', same('the platform’s texts')),
  ...forms(
    'GET',
    '/hpfm/v1/:tenantId/static-texts/text-code',
    pathOnly({ query: 'textCode=HPFM' }),
  ),
  ...forms('GET', '/hpfm/v1/quick-entry/map-list', same('the caller’s current role’s entries')),
  ...forms('GET', '/hpfm/v1/:tenantId/quick-entry/map-list', pathOnly()),
  ...forms('GET', '/hpfm/v1/:orgId/data-hierarchies/switch/value', pathOnly()),
  ...forms('GET', '/hpfm/v1/:orgId/data-hierarchies/switch/value/details', pathOnly()),
  ...forms('GET', '/hpfm/v1/:orgId/data-hierarchies/switch/display-style/value', pathOnly()),
  ...forms(
    'PUT',
    '/hpfm/v1/:orgId/data-hierarchies/switch',
    scoped({
      own: (c) => ({
        query: c.tenantId === 2 ? 'dataHierarchyCode=PLANT' : 'dataHierarchyCode=PROJECT',
      }),
      checkOwn: (c) => c.user === 'alice', // only alice has data hierarchies
    }),
  ),
  ...Object.assign(
    {},
    ...['/hmnt/v1', '/hpfm/v1', '/v1'].flatMap((prefix) => [
      forms('GET', `${prefix}/trace/status`, same('the caller’s own session’s trace')),
      methods(['POST'], `${prefix}/trace/start`, same('the caller’s own session’s trace')),
      methods(['POST'], `${prefix}/trace/end`, same('the caller’s own session’s trace')),
    ]),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/AuthorityApi/GetCurrentAuthority',
    same('the caller’s role’s codes'),
  ),
  ...forms(
    'GET',
    '/wy/api/:version/PROP/charging-parameter-setting/house-alias',
    same('the session tenant’s alias; the request names no tenant'),
  ),
  ...forms(
    'GET',
    '/hpfm/v1/:tenantId/profile-value',
    pathOnly({ query: 'profileName=SYNC_WUYE_FLAG' }),
  ),
};
