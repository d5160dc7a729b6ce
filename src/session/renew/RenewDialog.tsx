/**
 * The question of a session that ended while the page held unsaved input: sign in again in a
 * window of our own (the authorisation page itself, never a password field of ours) and stay,
 * or leave. Lazily loaded: nothing of it is part of the first load.
 */
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { notify } from '../../request/notify';
import { getAccessToken } from '../tokens';
import { confirmIdentity } from './confirm-identity';
import type { RenewalQuestion } from './renewal';
import { openSignInWindow, watchForNewToken } from './sign-in-window';
import { renewText } from './texts';

type Step =
  | { kind: 'ask' }
  | { kind: 'waiting' }
  | { kind: 'blocked' }
  | { kind: 'checking' }
  | { kind: 'refused'; textKey: string; other?: string };

const REFUSAL_TEXT = {
  'other-user': 'hzero.common.renew.otherUser',
  role: 'hzero.common.renew.role',
  failed: 'hzero.common.renew.failed',
} as const;

export default function RenewDialog({ question }: { question: RenewalQuestion }) {
  const { t, language } = useIntl();
  const text = (key: string, values?: Record<string, string | number>) =>
    renewText(t, language, key, values);
  const { subject } = question;
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const waiting = step.kind === 'waiting' || step.kind === 'blocked';

  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // While the sign-in window is open, wait for the token it stores, then check who it is.
  useEffect(() => {
    if (!waiting) return undefined;
    return watchForNewToken(getAccessToken, undefined, () => {
      setStep({ kind: 'checking' }); // ends this watch; the check goes on while the dialog shows
      void confirmIdentity(subject).then((check) => {
        if (!mounted.current) return;
        if (check.ok) {
          notify({ style: 'success', title: text('hzero.common.renew.done') });
          question.answer(true);
          return;
        }
        const other = check.reason === 'other-user' ? check.loginName : undefined;
        setStep({ kind: 'refused', textKey: REFUSAL_TEXT[check.reason], other });
      });
    });
    // the watch belongs to one wait; texts may change meanwhile without restarting it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, subject, question]);

  const signIn = () => setStep({ kind: openSignInWindow() ? 'waiting' : 'blocked' });
  const values = {
    loginName: subject.loginName,
    other: step.kind === 'refused' ? (step.other ?? '') : '',
  };
  const canSignIn = step.kind === 'ask' || step.kind === 'refused' || step.kind === 'blocked';

  return (
    <Modal
      open
      title={text('hzero.common.renew.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      zIndex={2000}
      footer={
        <>
          <Button disabled={step.kind === 'checking'} onClick={() => question.answer(false)}>
            {text('hzero.common.renew.leave')}
          </Button>
          {step.kind === 'waiting' ? (
            <Button onClick={signIn}>{text('hzero.common.renew.reopen')}</Button>
          ) : (
            <Button type="primary" disabled={!canSignIn} onClick={signIn}>
              {text('hzero.common.renew.signIn')}
            </Button>
          )}
        </>
      }
    >
      <p>{text('hzero.common.renew.intro')}</p>
      {step.kind === 'waiting' && (
        <Alert type="info" showIcon message={text('hzero.common.renew.waiting', values)} />
      )}
      {step.kind === 'blocked' && (
        <Alert type="warning" showIcon message={text('hzero.common.renew.blocked')} />
      )}
      {step.kind === 'checking' && (
        <p role="status" aria-live="polite">
          {text('hzero.common.renew.checking')}
        </p>
      )}
      {step.kind === 'refused' && (
        <Alert type="error" showIcon message={text(step.textKey, values)} />
      )}
    </Modal>
  );
}
