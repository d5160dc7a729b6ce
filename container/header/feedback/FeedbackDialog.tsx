/**
 * The Feedback dialog (a lazy chunk, opened from the user menu where the organisation collects
 * feedback): a subject and a description, checked when the user sends and from then on as they
 * type, each problem said under its field in the user's language; sent with the page the user is
 * on. A send that fails keeps what they wrote and says so (the request layer has said why).
 *
 * The fields and the failure notice are plain elements: antd's Input is shared with the trace
 * log's chunk, and code two lazy chunks share is bundled into the chunk the workplace loads at
 * start-up (Input alone: +13 kB gzip of the shell's first load).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { notifications } from '@polaris/core/request/notify';
import { sendFeedback } from '@polaris/core/services/admin/market';
import { Modal } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTextsOnce } from '../../state/use-texts-once';
import {
  checkFeedback,
  feedbackToSend,
  hasProblems,
  type FeedbackField,
  type FeedbackInput,
  type FeedbackProblems,
} from './feedback-form';
import { FEEDBACK_TEXTS, feedbackTexts } from './texts';

export interface FeedbackDialogProps {
  /** Called once the dialog has closed (sent, or cancelled). */
  onClose(): void;
}

const FIELD_STYLE = { display: 'block', marginTop: 12 } as const;
const PROBLEM_STYLE = { color: '#ff4d4f', marginTop: 4 } as const;
const CONTROL_STYLE = {
  display: 'block',
  width: '100%',
  marginTop: 4,
  padding: '4px 11px',
  font: 'inherit',
  lineHeight: 1.5715,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: '#d9d9d9',
  borderRadius: 6,
  boxSizing: 'border-box',
} as const;
const INVALID_STYLE = { ...CONTROL_STYLE, borderColor: '#ff4d4f' } as const;
const NOT_SENT_STYLE = {
  padding: '8px 12px',
  color: '#a8071a',
  background: '#fff2f0',
  border: '1px solid #ffccc7',
  borderRadius: 6,
} as const;

export default function FeedbackDialog({ onClose }: FeedbackDialogProps) {
  useTextsOnce(FEEDBACK_TEXTS, feedbackTexts);
  const { t } = useIntl();
  const { pathname, search } = useLocation();
  const id = useId();
  const [open, setOpen] = useState(true);
  const [input, setInput] = useState<FeedbackInput>({ title: '', content: '' });
  /** After the first Send the problems show, and follow the typing. */
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const problems: FeedbackProblems = checked ? checkFeedback(input) : {};

  const fieldId = (field: FeedbackField) => `${id}-${field}`;
  const problemId = (field: FeedbackField) => `${id}-${field}-problem`;
  const change = (field: FeedbackField) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }));

  const send = async () => {
    if (sending) return;
    setChecked(true);
    setFailed(false);
    const found = checkFeedback(input);
    if (hasProblems(found)) {
      const first = (['title', 'content'] as const).find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSending(true);
    try {
      await sendFeedback(feedbackToSend(input, `${pathname}${search}`));
      notifications.success(t('hzero.common.feedback.sent'));
      setOpen(false);
    } catch {
      setFailed(true); // what they wrote stays; the request layer has told them why
    } finally {
      setSending(false);
    }
  };

  const field = (name: FeedbackField, control: ReactNode) => {
    const problem = problems[name];
    return (
      <div style={FIELD_STYLE}>
        <label htmlFor={fieldId(name)}>{t(`hzero.common.feedback.${name}`)}</label>
        {control}
        {problem && (
          <div id={problemId(name)} style={PROBLEM_STYLE}>
            {t(problem.key, problem.values)}
          </div>
        )}
      </div>
    );
  };
  const described = (name: FeedbackField) => ({
    id: fieldId(name),
    value: input[name],
    style: problems[name] ? INVALID_STYLE : CONTROL_STYLE,
    'aria-invalid': Boolean(problems[name]),
    'aria-describedby': problems[name] ? problemId(name) : undefined,
  });

  return (
    <Modal
      open={open}
      title={t('hzero.common.feedback.dialog')}
      okText={t('hzero.common.feedback.send')}
      cancelText={t('hzero.common.feedback.cancel')}
      confirmLoading={sending}
      maskClosable={false}
      onOk={() => void send()}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
    >
      <p>{t('hzero.common.feedback.intro')}</p>
      {failed && (
        <div role="alert" style={NOT_SENT_STYLE}>
          {t('hzero.common.feedback.notSent')}
        </div>
      )}
      {field(
        'title',
        <input
          {...described('title')}
          type="text"
          autoFocus
          onChange={(event) => change('title')(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void send();
          }}
        />,
      )}
      {field(
        'content',
        <textarea
          {...described('content')}
          rows={5}
          onChange={(event) => change('content')(event.target.value)}
        />,
      )}
    </Modal>
  );
}
