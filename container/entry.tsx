// Must stay the first import: lazy chunks load from the container's own address under qiankun.
import '@polaris/core/micro/public-path';
import './layouts/shell.css';
import { startContainer } from './boot';
import { createEmbeddedContainer } from './embedded/embedded-container';

/** What a foreign qiankun host mounts (the UMD library `polaris-container`). */
export const { bootstrap, mount, update, unmount } = createEmbeddedContainer();

if (!window.__POWERED_BY_QIANKUN__) void startContainer();
