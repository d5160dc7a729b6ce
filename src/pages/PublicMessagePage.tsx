/**
 * Public pages that explain why the user is not in the app: an error from the sign-in address,
 * a failed current-user result, a missing session or a kick-off. The message arrives in the
 * navigation state (spec section 2); the kick-off page takes `language` from the query.
 */
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setLanguage } from '../i18n/intl';
import { useIntl } from '../i18n/useIntl';
import { redirectToLogin } from '../session/session-end';

export type PublicMessageKind = 'error-message' | 'self-error' | 'unauthorized' | 'kickoff';

const TITLE_KEY: Record<PublicMessageKind, string> = {
  'error-message': 'hzero.common.title.errorMessage',
  'self-error': 'hzero.common.title.selfError',
  unauthorized: 'hzero.common.title.unauthorized',
  kickoff: 'hzero.common.title.kickoff',
};

export function PublicMessagePage({ kind }: { kind: PublicMessageKind }) {
  const { t } = useIntl();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  const language = new URLSearchParams(location.search).get('language');

  useEffect(() => {
    if (kind === 'kickoff' && language) setLanguage(language);
  }, [kind, language]);

  return (
    <Result
      status={kind === 'self-error' || kind === 'error-message' ? 'error' : 'warning'}
      title={t(TITLE_KEY[kind])}
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => redirectToLogin(`${window.location.origin}/`)}>
          {t('hzero.common.button.signIn')}
        </Button>
      }
    />
  );
}
