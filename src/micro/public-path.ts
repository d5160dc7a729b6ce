/**
 * Import first in an app's entry (a sub-app's, the container's): under qiankun (our shell or a
 * foreign host on another origin) lazy chunks must load from where the app lives, not from the
 * host page; and a chunk that failed to load must be asked for again at a fresh address
 * (code-loading.ts).
 */
import { installChunkRetry } from '../loading/code-loading';

if (window.__POWERED_BY_QIANKUN__ && window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__) {
  __webpack_public_path__ = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
}
installChunkRetry();
