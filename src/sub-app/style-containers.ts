/**
 * antd's style engine remembers, per style container, where it put its styles (rc-util's
 * dynamicCSS cache: a module-level Map that is never pruned). Under qiankun a sub-app's container
 * is the `<qiankun-head>` of that mount, new on every mount, so each unmounted mount's whole
 * DOM (its React root included) would stay reachable through that Map. Forgotten on unmount.
 */
import { clearContainerCache } from 'rc-util/es/Dom/dynamicCSS';

export function forgetStyleContainers(): void {
  clearContainerCache();
}
