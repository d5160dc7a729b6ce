/**
 * The question the update check asks (update-watcher.ts): the system has a new version; save
 * unsaved data, then refresh. Refresh reloads the page; Later leaves the failed page's Retry.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Modal } from 'antd';
import { useSyncExternalStore } from 'react';
import { useShell } from '../layouts/shell-context';
import type { UpdateWatcher } from './update-watcher';

const NO_WATCHER: Pick<UpdateWatcher, 'prompt' | 'subscribe'> = {
  prompt: () => null,
  subscribe: () => () => undefined,
};

export function UpdatePrompt() {
  const { t } = useIntl();
  const { updates } = useShell();
  const source = updates ?? NO_WATCHER;
  const prompt = useSyncExternalStore(source.subscribe, source.prompt);
  if (!updates || !prompt) return null;
  return (
    <Modal
      open
      title={t('hzero.common.update.title')}
      okText={t('hzero.common.update.refresh')}
      cancelText={t('hzero.common.update.later')}
      onOk={() => updates.accept()}
      onCancel={() => updates.dismiss()}
    >
      {t('hzero.common.update.content')}
    </Modal>
  );
}
