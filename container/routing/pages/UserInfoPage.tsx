/**
 * Who is signed in: name, login, tenant, role and language. Shown at /pub/user-info (a session
 * page without the shell) and /private/user-info (reached with tokens in the address query).
 */
import { Alert, Descriptions } from 'antd';
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import '../texts';

function UserInfo({ area }: { area: 'pub' | 'private' }) {
  const { t } = useIntl();
  const user = useModelState(userModel, (state) => state.currentUser);
  return (
    <section className="polaris-card" data-page="user-info" aria-labelledby="polaris-user-info">
      <h1 id="polaris-user-info" className="polaris-card-title">
        {t('hzero.common.userInfo.title')}
      </h1>
      {area === 'private' && (
        <Alert
          type="info"
          showIcon
          message={t('hzero.common.userInfo.privateNote')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('hzero.common.userInfo.name')}>
          <span data-field="realName">{user?.realName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hzero.common.userInfo.loginName')}>
          {user?.loginName}
        </Descriptions.Item>
        <Descriptions.Item label={t('hzero.common.userInfo.tenant')}>
          <span data-field="tenantName">{user?.tenantName}</span>
          {user?.tenantNum ? ` (${user.tenantNum})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('hzero.common.userInfo.role')}>
          {user?.currentRoleName}
        </Descriptions.Item>
        <Descriptions.Item label={t('hzero.common.userInfo.language')}>
          {user?.languageName ?? user?.language}
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}

export function PubUserInfoPage() {
  return <UserInfo area="pub" />;
}

export function PrivateUserInfoPage() {
  return <UserInfo area="private" />;
}
