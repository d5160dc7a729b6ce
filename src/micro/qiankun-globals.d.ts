// Globals qiankun sets on the (sandboxed) window of a micro-app; the only window globals we read.
interface Window {
  __POWERED_BY_QIANKUN__?: boolean;
  __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string;
}

// webpack's run-time public path, assigned before any lazy chunk loads.
// eslint-disable-next-line no-var
declare var __webpack_public_path__: string;
