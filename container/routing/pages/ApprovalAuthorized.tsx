/**
 * The /pubApprove area's own authorisation wrapper: an approval detail needs a signed-in user
 * and a token; without them it offers to sign in and come back here, instead of showing the page.
 */
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { redirectToLogin } from '@polaris/core/session/session-end';
import { getAccessToken } from '@polaris/core/session/tokens';
import '../texts';

export function ApprovalAuthorized({ children }: { children: ReactNode }) {
  const { t } = useIntl();
  const user = useModelState(userModel, (state) => state.currentUser);
  if (user && getAccessToken()) return <>{children}</>;
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
