/**
 * Every entry of every seed menu (both roles of admin, both of alice) opens a working page, never
 * the "not built yet" page nor a 404. Worked out the way the product does it: the shell's
 * leaves from the menu the gateway serves, the module that owns each address by the sub-apps'
 * own build settings (registerRegex, priority, declared routes), and that module's route table
 * (its app definition), matched as its router matches it.
 */
import { matchRoutes } from 'react-router-dom';
import { join } from 'path';
import { collectLeaves, toMenuNodes } from '../../../container/menu/menu-tree';
import { parseModuleRoutes, resolveModuleRoute } from '../../../container/micro/module-routes';
import { menuEntryTitle } from '../../../container/tabs/menu-entry';
import { pageKindOf } from '../../../container/tabs/resolve-tab';
import type { ModuleConfig } from '../../../container/micro/manifest';
import type { SubAppDefinition } from '../../../src/sub-app/types';
import type { MenuDto } from '../../../src/services/iam/types';
import { listApps } from '../../cli/workspace';
import { buildMenuTree } from '../../server/api/menu-tree';
import { seedRoles } from '../roles';

// The apps' .umirc.ts hand their settings to umi's defineConfig: only the settings matter here.
jest.mock('umi', () => ({ defineConfig: (config: unknown) => config }));

interface SubApp {
  module: ModuleConfig;
  definition: SubAppDefinition;
}

interface UmiMicro {
  name: string;
  registerRegex: string;
  priority?: number;
  routes?: unknown;
}

/** Each sub-app's module settings (as its build writes them) and its route table. */
function subApps(): SubApp[] {
  return listApps()
    .filter((app) => app.kind === 'sub-app')
    .map((app) => {
      const config = jest.requireActual<{ default: { polaris: { micro: UmiMicro } } }>(
        join(app.dir, '.umirc.ts'),
      ).default.polaris.micro;
      const exports = jest.requireActual<Record<string, unknown>>(
        join(app.dir, `${app.name}-app.ts`),
      );
      const definition = Object.values(exports).find(
        (value): value is SubAppDefinition =>
          typeof value === 'object' && value !== null && 'routes' in value,
      );
      if (!definition) throw new Error(`${app.name}-app.ts exports no app definition`);
      const module: ModuleConfig = {
        name: config.name,
        publicUrl: `/apps/${app.name}/`,
        priority: config.priority ?? 0,
        indexAssets: { js: [], css: [] },
        customizeAssets: { js: [], css: [] },
        registerRegex: config.registerRegex,
        initLoad: false,
        promptKeys: [],
        routes: parseModuleRoutes(config.routes, config.name).routes,
      };
      return { module, definition };
    });
}

type Outcome = 'workplace' | 'link' | 'page' | 'not built' | '404';

/** What a tab at `path` shows (container/tabs/TabPanes.tsx, then the module's SubAppPages). */
function outcomeOf(
  path: string,
  leaves: ReturnType<typeof collectLeaves>,
  apps: SubApp[],
): { outcome: Outcome; owner?: string } {
  const modules = apps.map((app) => app.module);
  const kind = pageKindOf(path, modules);
  if (kind === 'workplace' || kind === 'link') return { outcome: kind };
  const menuEntry = menuEntryTitle(leaves, path) !== undefined;
  if (kind === 'not-found') return { outcome: menuEntry ? 'not built' : '404' };
  const owner = resolveModuleRoute(modules, path)!.module.name;
  const { definition } = apps.find((app) => app.module.name === owner)!;
  const hasPage = matchRoutes(
    definition.routes.map((route) => ({ path: route.path })),
    path,
  );
  return { outcome: hasPage ? 'page' : menuEntry ? 'not built' : '404', owner };
}

const apps = subApps();
const entries = seedRoles.flatMap((role) => {
  const leaves = collectLeaves(
    toMenuNodes(buildMenuTree(role.menu, 'en_US', role.level) as unknown as MenuDto[]),
  );
  return leaves.map((leaf) => ({ role: role.code, leaf, leaves }));
});

describe('the seed menus', () => {
  it('have entries for every seed role', () => {
    expect(new Set(entries.map((entry) => entry.role)).size).toBe(seedRoles.length);
    expect(entries.length).toBeGreaterThan(60);
  });

  // Since issue 27 every entry is built: the "not built yet" page remains for what a site adds in
  // Menu Configuration for a service this deployment lacks (not-built.e2e.ts makes one).
  it.each(entries.map((entry) => [entry.role, entry.leaf.path, entry] as const))(
    '%s: %s opens a working page',
    (_role, path, { leaves }) => {
      expect(['workplace', 'link', 'page']).toContain(outcomeOf(path, leaves, apps).outcome);
    },
  );

  it('open every page a sub-app has for them in that sub-app', () => {
    const misrouted = entries.flatMap(({ leaf, leaves }) => {
      const builder = apps.find(({ definition }) =>
        matchRoutes(
          definition.routes.map((route) => ({ path: route.path })),
          leaf.path,
        ),
      );
      if (!builder) return [];
      const { outcome, owner } = outcomeOf(leaf.path, leaves, apps);
      return outcome === 'page' && owner === builder.module.name
        ? []
        : [`${leaf.path} (built in ${builder.module.name}, owned by ${owner ?? 'none'})`];
    });
    expect(misrouted).toEqual([]);
  });

  it.each(['/hwfl/task', '/hwfl/task-done', '/hwfl/approval-history'])(
    'give every seed role %s, a working page (issue 27)',
    (path) => {
      const holders = entries.filter(({ leaf }) => leaf.path === path);
      expect(holders.map(({ role }) => role).sort()).toEqual(
        seedRoles.map((role) => role.code).sort(),
      );
      for (const { leaves } of holders) expect(outcomeOf(path, leaves, apps).outcome).toBe('page');
    },
  );

  it('keep a 404 for an address below an entry that no module has a page for', () => {
    const site = entries.find((entry) => entry.role === 'administrator')!;
    expect(outcomeOf('/hiam/role/no-such-page', site.leaves, apps).outcome).toBe('404');
    expect(outcomeOf('/wuye/house/7', site.leaves, apps).outcome).toBe('404');
  });
});
