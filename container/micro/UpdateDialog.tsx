/** The update question as an antd dialog (loaded apart from the shell's first load). */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Modal } from 'antd';

export interface UpdateDialogProps {
  onRefresh(): void;
  onLater(): void;
}

export default function UpdateDialog({ onRefresh, onLater }: UpdateDialogProps) {
  const { t } = useIntl();
  return (
    <Modal
      open
      title={t('hzero.common.update.title')}
      okText={t('hzero.common.update.refresh')}
      cancelText={t('hzero.common.update.later')}
      onOk={onRefresh}
      onCancel={onLater}
    >
      {t('hzero.common.update.content')}
    </Modal>
  );
}
