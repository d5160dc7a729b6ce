/**
 * Where the sign-in window lands after signing in again (its tokens were taken at start-up:
 * src/session/renew/renewed-callback.ts). The window closes itself; if the browser keeps it
 * open (it was not opened by our page), it says where to go on.
 */
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useIntl } from '../i18n/useIntl';
import { renewText } from '../session/renew/texts';

export default function SessionRenewedPage() {
  const { t, language } = useIntl();
  useEffect(() => {
    window.close(); // only a window opened by a script closes; any other stays and explains
  }, []);
  return (
    <Result
      status="success"
      title={renewText(t, language, 'hzero.common.renewed.title')}
      subTitle={renewText(t, language, 'hzero.common.renewed.hint')}
      extra={
        <Button type="primary" href="/">
          {renewText(t, language, 'hzero.common.renewed.open')}
        </Button>
      }
    />
  );
}
