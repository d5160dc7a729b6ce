/**
 * The property module's configuration watch (spec section 4: started 1 s after start). It reads
 * the module's manifest as deployed then; when a chunk of the module later fails to load, it
 * reads it again, and when another build has been deployed since, asks the user once to refresh
 * (save unsaved work first) and reloads on OK. Inside our shell the shell's own watch does this
 * for every module, so this one runs when the module is alone or in a foreign host.
 */
import { t } from '@polaris/core/i18n/intl';
import { CHUNK_LOAD_ERROR_EVENT } from '@polaris/core/loading/code-loading';

export interface ConfigWatchEnvironment {
  /** Where chunk failures are announced (window). */
  events: EventTarget;
  /** The module's manifest as deployed now. */
  readManifest(): Promise<unknown>;
  /** Asks whether to refresh now. */
  confirmRefresh(): Promise<boolean>;
  reload(): void;
}

/** What identifies a deployed build: version, commit and start scripts (hashed names). */
export function buildStampOf(manifest: unknown): string | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { version, commitHash, indexAssets } = manifest as {
    version?: unknown;
    commitHash?: unknown;
    indexAssets?: { js?: unknown };
  };
  const scripts = Array.isArray(indexAssets?.js) ? indexAssets.js.filter(String) : [];
  if (typeof version !== 'string' && scripts.length === 0) return null;
  return [String(version ?? ''), String(commitHash ?? ''), ...scripts.map(String)].join('|');
}

export function watchModuleConfig(env: ConfigWatchEnvironment): () => void {
  let stopped = false;
  let asked = false;
  let checking = false;
  const baseline = env.readManifest().then(buildStampOf, () => null);

  const onChunkFailure = () => {
    if (asked || checking) return;
    checking = true;
    void Promise.all([baseline, env.readManifest().then(buildStampOf, () => null)])
      .then(async ([before, now]) => {
        if (stopped || !before || !now || before === now) return;
        asked = true;
        if (await env.confirmRefresh()) env.reload();
      })
      .finally(() => {
        checking = false;
      });
  };
  env.events.addEventListener(CHUNK_LOAD_ERROR_EVENT, onChunkFailure);
  return () => {
    stopped = true;
    env.events.removeEventListener(CHUNK_LOAD_ERROR_EVENT, onChunkFailure);
  };
}

/** The manifest next to the module's code (its public path), never from a cache. */
async function readOwnManifest(): Promise<unknown> {
  const base = __webpack_public_path__ || '/apps/property/';
  const response = await fetch(`${base}packages/microConfig.json?t=${Date.now()}`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`manifest ${response.status}`);
  return response.json();
}

function confirmRefresh(): Promise<boolean> {
  return import('antd').then(
    ({ Modal }) =>
      new Promise<boolean>((resolve) => {
        Modal.confirm({
          title: t('wuye.update.title'),
          content: t('wuye.update.content'),
          okText: t('wuye.update.ok'),
          cancelText: t('wuye.update.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  );
}

/** The watch with the page's window; none inside our shell (it watches every module itself). */
export function watchConfig(insideShell: boolean): () => void {
  if (insideShell) return () => undefined;
  return watchModuleConfig({
    events: window,
    readManifest: readOwnManifest,
    confirmRefresh,
    reload: () => window.location.reload(),
  });
}
