/**
 * Public pages that explain why the user is not in the app: an error from the sign-in address,
 * a failed current-user result, a missing session or a kick-off. The message arrives in the
 * navigation state (spec section 2); the kick-off page takes `language` from the query. The
 * current-user message is the gateway's; the address's is anyone's, so it is never shown as ours.
 */
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setLanguage } from '../i18n/intl';
import { useIntl } from '../i18n/useIntl';
import { redirectToLogin } from '../session/session-end';
import { viewOfAddressError } from './address-error';

export type PublicMessageKind = 'error-message' | 'self-error' | 'unauthorized' | 'kickoff';

const TITLE_KEY: Record<PublicMessageKind, string> = {
  'error-message': 'hzero.common.title.errorMessage',
  'self-error': 'hzero.common.title.selfError',
  unauthorized: 'hzero.common.title.unauthorized',
  kickoff: 'hzero.common.title.kickoff',
};

const QUOTE_STYLE = {
  margin: '12px 0 0',
  padding: '8px 12px',
  borderLeft: '4px solid #d9d9d9',
  background: 'rgba(0, 0, 0, 0.04)',
  fontFamily: 'monospace',
  overflowWrap: 'anywhere',
} as const;

/** An error carried by the address: our text for a known code, else a marked quotation. */
function AddressError({ message }: { message: unknown }) {
  const { t } = useIntl();
  const view = viewOfAddressError(message);
  if (view.kind === 'none') return null;
  if (view.kind === 'known') return <>{t(view.textKey)}</>;
  return (
    <figure style={{ margin: '0 auto', maxWidth: 560 }}>
      <figcaption>{t('hzero.common.signInError.fromAddress')}</figcaption>
      <blockquote lang="" dir="auto" style={QUOTE_STYLE}>
        {view.quote}
      </blockquote>
    </figure>
  );
}

export function PublicMessagePage({ kind }: { kind: PublicMessageKind }) {
  const { t } = useIntl();
  const location = useLocation();
  const message = (location.state as { message?: unknown } | null)?.message;
  const language = new URLSearchParams(location.search).get('language');

  useEffect(() => {
    if (kind === 'kickoff' && language) setLanguage(language);
  }, [kind, language]);

  return (
    <Result
      status={kind === 'self-error' || kind === 'error-message' ? 'error' : 'warning'}
      title={t(TITLE_KEY[kind])}
      subTitle={
        kind === 'error-message' ? (
          <AddressError message={message} />
        ) : (
          typeof message === 'string' && message
        )
      }
      extra={
        <Button type="primary" onClick={() => redirectToLogin(`${window.location.origin}/`)}>
          {t('hzero.common.button.signIn')}
        </Button>
      }
    />
  );
}
