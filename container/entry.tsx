// Must stay the first import: lazy chunks load from the container's own address under qiankun.
import '@polaris/core/micro/public-path';
import './layouts/shell.css';
import { startContainer } from './boot';
import type { ContainerMountProps } from './embedded/mount-props';
import { lazyLifecycles } from './embedded/lazy-lifecycles';

/**
 * What a foreign qiankun host mounts (the UMD library `polaris-container`); the embedded
 * container's code loads when a host first uses it.
 */
export const { bootstrap, mount, update, unmount } = lazyLifecycles<ContainerMountProps>(() =>
  import('./embedded/embedded-container').then((loaded) => loaded.createEmbeddedContainer()),
);

if (!window.__POWERED_BY_QIANKUN__) void startContainer();
