/**
 * The question the update check asks (update-watcher.ts): the system has a new version; save
 * unsaved data, then refresh. Refresh reloads the page; Later leaves the failed page's Retry.
 *
 * The dialog is not in the shell's first load; it is fetched once the browser is idle after
 * start-up (`preloadUpdateDialog`), while the deploy that will need it has not yet removed it.
 * Should it be missing all the same, the browser's own confirm asks.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
// the dialog's lazy load never fails (a missing dialog is answered with the browser's
// confirm), so there is nothing to retry
// eslint-disable-next-line no-restricted-syntax
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useUpdates } from './micro-context';
import type { UpdateDialogProps } from './UpdateDialog';
import type { UpdateWatcher } from './update-watcher';

const NO_WATCHER: Pick<UpdateWatcher, 'prompt' | 'subscribe'> = {
  prompt: () => null,
  subscribe: () => () => undefined,
};

/** The browser's confirm, when the dialog's code could not be fetched. */
function NativeConfirm({ onRefresh, onLater }: UpdateDialogProps) {
  const { t } = useIntl();
  useEffect(() => {
    const text = `${t('hzero.common.update.title')}\n\n${t('hzero.common.update.content')}`;
    if (window.confirm(text)) onRefresh();
    else onLater();
  }, [t, onRefresh, onLater]);
  return null;
}

const loadDialog = () => import('./UpdateDialog');
const UpdateDialog = lazy(
  (): Promise<{ default: ComponentType<UpdateDialogProps> }> =>
    loadDialog().catch(() => ({ default: NativeConfirm })),
);

/** Fetches the dialog's code ahead of need (a failure is met again, and handled, when shown). */
export function preloadUpdateDialog(): void {
  void loadDialog().catch(() => undefined);
}

export function UpdatePrompt() {
  const updates = useUpdates();
  const source = updates ?? NO_WATCHER;
  const prompt = useSyncExternalStore(source.subscribe, source.prompt);
  if (!updates || !prompt) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog onRefresh={updates.accept} onLater={updates.dismiss} />
    </Suspense>
  );
}
