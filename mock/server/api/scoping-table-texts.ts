// Scope rows of the texts console's routes (issue 26, part A: prompt texts, languages, static texts). See scoping-types.ts
// for what a row says. The prompt texts are the platform's: every role reads them, only a
// site-level role writes them.
import { forms, rowsOf, same, scoped, type ScopeTable } from './scoping-types';

const siteOnly = scoped({
  own: () => ({ body: { promptId: 1, objectVersionNumber: 1, description: 'x' } }),
  role: (c) => c.site,
});

/** Another tenant's own static text (Acme's, tenant 1) in a list answer. */
const hasTenantText = (victim: number) => (body: unknown) =>
  rowsOf(body).some((row) => row.tenantId === victim);

export const textScopes: ScopeTable = {
  ...forms(
    'GET',
    '/hpfm/v1/static-texts',
    scoped({
      own: () => ({ query: 'size=100' }),
      others: (c, victim) =>
        c.site || victim === 0 ? [] : [{ query: 'size=100', reveals: hasTenantText(victim) }],
    }),
  ),
  ...forms(
    'POST',
    '/hpfm/v1/static-texts',
    scoped({
      own: (c) => ({
        body: { textCode: `PROBE.${c.roleId}`, lang: 'en_US', title: 'x', text: '<p>x</p>' },
      }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'PUT',
    '/hpfm/v1/static-texts',
    scoped({
      own: () => ({ body: { textId: 1, objectVersionNumber: 1, title: 'x', text: '<p>x</p>' } }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'DELETE',
    '/hpfm/v1/static-texts',
    scoped({ own: () => ({ body: [{ textId: 2, objectVersionNumber: 1 }] }), role: (c) => c.site }),
  ),
  ...forms(
    'PUT',
    '/hpfm/v1/languages',
    scoped({
      own: () => ({ body: { id: 3, objectVersionNumber: 1, enabledFlag: 0 } }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'GET',
    '/hpfm/v1/prompts',
    same('the platform’s prompt texts, which every tenant reads'),
  ),
  ...forms(
    'POST',
    '/hpfm/v1/prompts',
    scoped({
      own: (c) => ({
        body: {
          promptKey: 'hzero.probe',
          promptCode: `by.${c.user}.${c.roleId}`,
          lang: 'en_US',
          description: 'x',
        },
      }),
      role: (c) => c.site,
    }),
  ),
  ...forms('PUT', '/hpfm/v1/prompts', siteOnly),
  ...forms(
    'DELETE',
    '/hpfm/v1/prompts',
    scoped({
      own: () => ({ body: [{ promptId: 2, objectVersionNumber: 1 }] }),
      role: (c) => c.site,
    }),
  ),
};
