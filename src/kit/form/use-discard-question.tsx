/**
 * The kit's question before unsaved input is thrown away ("Discard changes?"), answered true to
 * discard. Render the holder where the question belongs (in the page's tree: its theme and
 * language, and gone with it).
 *
 *     const [askDiscard, holder] = useDiscardQuestion();
 *     useLeaveGuard(dirty, askDiscard);
 *
 * A page whose loss is worth naming passes its own texts (prompt keys) for any of the four.
 */
import { Modal } from 'antd';
import type { ReactElement } from 'react';
import { useIntl } from '../../i18n/useIntl';

export interface DiscardTexts {
  title?: string;
  content?: string;
  ok?: string;
  keep?: string;
}

export function useDiscardQuestion(
  keys: DiscardTexts = {},
): [() => Promise<boolean>, ReactElement] {
  const { t } = useIntl();
  const [confirms, holder] = Modal.useModal();
  const ask = () =>
    new Promise<boolean>((resolve) => {
      confirms.confirm({
        title: t(keys.title ?? 'hzero.common.kit.form.discard.title'),
        content: t(keys.content ?? 'hzero.common.kit.form.discard.content'),
        okText: t(keys.ok ?? 'hzero.common.kit.form.discard.ok'),
        cancelText: t(keys.keep ?? 'hzero.common.kit.form.discard.keep'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return [ask, holder];
}
