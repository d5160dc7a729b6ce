/**
 * The kit's question before unsaved input is thrown away ("Discard changes?"), answered true to
 * discard. Render the holder where the question belongs (in the page's tree: its theme and
 * language, and gone with it).
 *
 *     const [askDiscard, holder] = useDiscardQuestion();
 *     useLeaveGuard(dirty, askDiscard);
 */
import { Modal } from 'antd';
import type { ReactElement } from 'react';
import { useIntl } from '../../i18n/useIntl';

export function useDiscardQuestion(): [() => Promise<boolean>, ReactElement] {
  const { t } = useIntl();
  const [confirms, holder] = Modal.useModal();
  const ask = () =>
    new Promise<boolean>((resolve) => {
      confirms.confirm({
        title: t('hzero.common.kit.form.discard.title'),
        content: t('hzero.common.kit.form.discard.content'),
        okText: t('hzero.common.kit.form.discard.ok'),
        cancelText: t('hzero.common.kit.form.discard.keep'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return [ask, holder];
}
