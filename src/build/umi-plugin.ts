/**
 * Local umi plugin: swaps umi's generated runtime entry for the app's own `entry.tsx` (our
 * start-up gate and router) and, for sub-apps, emits a UMD library so qiankun finds the
 * lifecycle exports (the container too: a foreign host may mount it), plus the module manifest
 * `packages/microConfig.json`. It also keeps code
 * the bundles never run out of them (polyfills for older browsers, modules nothing uses).
 */
import { createHash } from 'crypto';
import { join } from 'path';
import type { IApi } from 'umi';
import { faviconLink } from './favicon';
import { writeModuleManifest, type MicroBuildOptions } from './module-manifest';

const BOOT_STYLE = [
  '.polaris-boot{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}',
  '.polaris-boot::after{content:"";width:32px;height:32px;border-radius:50%;',
  'border:3px solid #d9f2e0;border-top-color:#34a853;animation:polaris-spin .8s linear infinite}',
  '@keyframes polaris-spin{to{transform:rotate(360deg)}}',
].join('');

const SHIMS = join(__dirname, 'shims');

/**
 * Packages whose work the browsers of our build targets do themselves (fetch, ResizeObserver,
 * WeakMap), replaced in the bundles by a few lines over the browser's own (see each shim).
 */
const NATIVE_SHIMS: Record<string, string> = {
  'isomorphic-fetch$': join(SHIMS, 'native-fetch.ts'),
  'resize-observer-polyfill$': join(SHIMS, 'native-resize-observer.ts'),
  'side-channel$': join(SHIMS, 'side-channel.cjs'),
};

/**
 * Packages whose modules have no effect when loaded but do not say so (`sideEffects: false` in
 * their package.json). Said here, webpack drops those of their modules whose exports nothing
 * uses: antd's popups import rc-field-form (and its validator) for a form provider the shell
 * never renders, ~14 kB gzip of the container's first load.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]rc-field-form[\\/]/;

interface PolarisBuildConfig {
  entry: string;
  publicPath: string;
  micro: MicroBuildOptions | null;
  /** UMD library name the qiankun lifecycles are exported under; null: none. */
  library: string | null;
}

export default (api: IApi) => {
  api.describe({
    key: 'polaris',
    config: {
      schema({ zod }) {
        return zod.object({
          entry: zod.string(),
          publicPath: zod.string(),
          micro: zod
            .object({
              name: zod.string(),
              registerRegex: zod.string(),
              initLoad: zod.boolean().optional(),
              priority: zod.number().optional(),
              promptKeys: zod.array(zod.string()).optional(),
              // declared pages (container/micro/module-routes.ts reads them)
              routes: zod.array(zod.record(zod.string(), zod.unknown())).optional(),
            })
            .nullable(),
          library: zod.string().nullable(),
        });
      },
    },
  });

  const config = () => api.config.polaris as PolarisBuildConfig | undefined;

  api.modifyEntry((memo) => {
    const polaris = config();
    return polaris ? { ...memo, umi: polaris.entry } : memo;
  });

  api.chainWebpack((memo) => {
    // A rebuild reuses what the last build of this app worked out for unchanged modules (its own
    // cache per app); the baked-in settings are part of the cache's version, the config files
    // its build dependencies, so a changed setting or config starts afresh.
    memo.cache({
      type: 'filesystem',
      cacheDirectory: join(api.cwd, 'node_modules', '.cache', 'polaris-webpack'),
      version: createHash('sha1')
        .update(JSON.stringify(api.config.define ?? {}))
        .digest('hex'),
      buildDependencies: {
        config: [__filename, join(__dirname, '..', '..', '.umirc.ts'), join(api.cwd, '.umirc.ts')],
      },
    });
    for (const [request, shim] of Object.entries(NATIVE_SHIMS))
      memo.resolve.alias.set(request, shim);
    memo.module.rule('side-effect-free').test(SIDE_EFFECT_FREE).sideEffects(false);
    // Stylesheets of packages reach nothing outside our origin (no web fonts from a CDN).
    memo.module
      .rule('offline-css')
      .test(/\.css$/)
      .include.add(/node_modules/)
      .end()
      .enforce('pre')
      .use('offline-css')
      .loader(join(__dirname, 'loaders', 'offline-css-loader.cjs'));
    const library = config()?.library;
    if (library) {
      // qiankun finds the lifecycles as the library's exports; the chunk list is the app's own, so
      // a host's webpack (or another app's) never takes our chunks for its own
      memo.output
        .library(library)
        .libraryTarget('umd')
        .set('chunkLoadingGlobal', `webpackChunk_${library.replace(/\W/g, '_')}`);
    }
    return memo;
  });

  // Until the start-up flow knows the user nothing of the app renders; this spinner (plain HTML
  // and CSS, no script) is what the user sees meanwhile. React replaces it on first render.
  api.modifyHTML(($) => {
    $('head').append(`<style>${BOOT_STYLE}</style>`);
    $('head').append(faviconLink());
    $('#root').html('<div class="polaris-boot" role="status" aria-label="Loading"></div>');
    return $;
  });

  api.onBuildComplete(({ err }) => {
    const polaris = config();
    if (err || !polaris?.micro) return;
    writeModuleManifest({
      outputDir: api.paths.absOutputPath,
      appDir: api.cwd,
      publicPath: polaris.publicPath,
      micro: polaris.micro,
    });
  });
};
