/** What /pubApprove shows without a signed-in user: the offer to sign in and come back here. */
import { Button, Result } from 'antd';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { redirectToLogin } from '@polaris/core/session/session-end';
import '../texts';

export default function ApprovalSignIn() {
  const { t } = useIntl();
  return (
    <Result
      status="403"
      title={t('hzero.common.approval.unauthorized')}
      extra={
        <Button type="primary" onClick={() => redirectToLogin()}>
          {t('hzero.common.button.signIn')}
        </Button>
      }
    />
  );
}
