// Scope rows of the texts console's routes (issue 26, part A: prompt texts, languages). See scoping-types.ts
// for what a row says. The prompt texts are the platform's: every role reads them, only a
// site-level role writes them.
import { forms, same, scoped, type ScopeTable } from './scoping-types';

const siteOnly = scoped({
  own: () => ({ body: { promptId: 1, objectVersionNumber: 1, description: 'x' } }),
  role: (c) => c.site,
});

export const textScopes: ScopeTable = {
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
