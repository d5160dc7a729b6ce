import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { Card, Descriptions } from 'antd';
import { useHasKeptDraft } from '@polaris/core/kit/leave-guard';
import { useState } from 'react';
import { ProfileForm } from './ProfileForm';

const EDIT_PERMISSION = [{ code: 'hzero.user.info.button.edit', type: 'button' }];

/** /hiam/user/info: who is signed in, in which tenant and role; name, email and phone editable. */
export default function UserInfoPage() {
  const { t } = useIntl();
  const user = useModelState(userModel, (state) => state.currentUser);
  // input kept from a session that ended elsewhere: the editor opens to offer it back
  const [editing, setEditing] = useState(useHasKeptDraft());
  if (!user) return null;
  const field = (name: string) => t(`hiam.userInfo.field.${name}`);
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('hiam.userInfo.title')}</h2>}
      extra={
        !editing && (
          <ButtonPermission permissionList={EDIT_PERMISSION} onClick={() => setEditing(true)}>
            {t('hiam.userInfo.edit')}
          </ButtonPermission>
        )
      }
    >
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label={field('loginName')}>{user.loginName}</Descriptions.Item>
          <Descriptions.Item label={field('realName')}>{user.realName}</Descriptions.Item>
          <Descriptions.Item label={field('email')}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={field('phone')}>{user.phone}</Descriptions.Item>
          <Descriptions.Item label={field('language')}>
            {user.languageName ?? user.language}
          </Descriptions.Item>
          <Descriptions.Item label={field('timeZone')}>{user.timeZone}</Descriptions.Item>
          <Descriptions.Item label={field('tenant')}>{user.tenantName}</Descriptions.Item>
          <Descriptions.Item label={field('role')}>{user.currentRoleName}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
