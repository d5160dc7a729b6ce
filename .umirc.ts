/**
 * Shared umi configuration. umi is Polaris' build tool (webpack 5, HTML, CSS extraction, hashing,
 * minification, dev server with hot reload); the runtime (start-up, routing, tabs, qiankun
 * lifecycles) is our own code in `src/`, wired in by `src/build/umi-plugin.ts`.
 *
 * Each app (`container/`, `sub-apps/<name>/`) has a `.umirc.ts` that calls `defineAppConfig`;
 * umi runs with `APP_ROOT` set to that app's folder.
 */
import { dirname, join } from 'path';
import { defineConfig } from 'umi';
import { buildSettingDefines } from './src/build/build-settings';

const repoRoot = dirname(__filename);

export interface AppBuildOptions {
  /** Absolute folder of the app (holds its `.umirc.ts` and `entry.tsx`). */
  appDir: string;
  /** Where the built app is served from by the gateway, e.g. `/` or `/apps/platform/`. */
  publicPath: string;
  /** Set for sub-apps: what the build writes to `packages/microConfig.json`. */
  micro?: MicroModuleOptions;
  /**
   * UMD library name for an app that is not a module of ours but may still be mounted by a
   * qiankun host (the container: `polaris-container`); a sub-app's is its `micro.name`.
   */
  library?: string;
  title?: string;
}

export interface MicroModuleOptions {
  /** qiankun name, also the UMD library name the lifecycles are exported under. */
  name: string;
  /** Paths (regular expression source) whose pages this module renders. */
  registerRegex: string;
  initLoad?: boolean;
  priority?: number;
  /** Prompt-key prefixes the module's pages need, loaded by the shell with its own texts. */
  promptKeys?: string[];
  /**
   * Declared pages (spec section 2): path, name, title, icon, authority, closable, exact,
   * priority and components with a load order; the shell reads them from the manifest.
   */
  routes?: Array<object>;
}

const baseConfig = defineConfig({
  alias: { '@polaris/core': join(repoRoot, 'src') },
  hash: true,
  // No conventional routes: routes are data consumed by our router (src/pages, src/sub-app).
  conventionRoutes: { base: join(repoRoot, 'src', 'build', 'no-pages') },
  routes: [],
  mfsu: false,
  srcTranspiler: 'esbuild',
  jsMinifier: 'swc',
  cssMinifier: 'esbuild',
  targets: { chrome: 87, edge: 88, firefox: 78, safari: 14 },
  devtool: false,
  codeSplitting: { jsStrategy: 'granularChunks' },
  favicons: [],
  plugins: [join(repoRoot, 'src', 'build', 'umi-plugin.ts')],
  // Deployment settings read by src/config/runtime.ts (empty: same origin, host-only cookies).
  define: buildSettingDefines(process.env),
});

export function defineAppConfig(options: AppBuildOptions) {
  return {
    ...baseConfig,
    publicPath: options.publicPath,
    title: options.title ?? 'Polaris',
    polaris: {
      entry: join(options.appDir, 'entry.tsx'),
      publicPath: options.publicPath,
      micro: options.micro ?? null,
      library: options.library ?? options.micro?.name ?? null,
    },
  };
}

export default baseConfig;
