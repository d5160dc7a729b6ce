/**
 * Local umi plugin: swaps umi's generated runtime entry for the app's own `entry.tsx` (our
 * start-up gate and router) and, for sub-apps, emits a UMD library so qiankun finds the
 * lifecycle exports, plus the module manifest `packages/microConfig.json`.
 */
import type { IApi } from 'umi';
import { faviconLink } from './favicon';
import { writeModuleManifest, type MicroBuildOptions } from './module-manifest';

const BOOT_STYLE = [
  '.polaris-boot{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}',
  '.polaris-boot::after{content:"";width:32px;height:32px;border-radius:50%;',
  'border:3px solid #d9f2e0;border-top-color:#34a853;animation:polaris-spin .8s linear infinite}',
  '@keyframes polaris-spin{to{transform:rotate(360deg)}}',
].join('');

interface PolarisBuildConfig {
  entry: string;
  publicPath: string;
  micro: MicroBuildOptions | null;
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
            })
            .nullable(),
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
    const micro = config()?.micro;
    if (micro) {
      memo.output
        .library(micro.name)
        .libraryTarget('umd')
        .set('chunkLoadingGlobal', `webpackChunk_${micro.name.replace(/\W/g, '_')}`);
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
