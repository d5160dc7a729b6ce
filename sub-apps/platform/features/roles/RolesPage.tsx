import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { QueryTable } from '@polaris/core/kit/query/QueryTable';
import type { RoleDto } from '@polaris/core/services/iam/types';
import { Card, Tag } from 'antd';
import { useSelfRoles } from './api/self-roles';

/** /hiam/user/roles: every role the user holds, the current one marked. */
export default function RolesPage() {
  const { t } = useIntl();
  const currentRoleId = useModelState(userModel, (state) => state.currentUser?.currentRoleId);
  const roles = useSelfRoles();
  const title = t('hiam.roles.title');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <QueryTable<RoleDto>
        query={roles}
        caption={title}
        rowKey="id"
        columns={[
          {
            title: t('hiam.roles.field.name'),
            dataIndex: 'name',
            render: (name: string, role) => (
              <>
                {name}{' '}
                {role.id === currentRoleId && <Tag color="green">{t('hiam.roles.current')}</Tag>}
              </>
            ),
          },
          { title: t('hiam.roles.field.code'), dataIndex: 'code' },
          { title: t('hiam.roles.field.level'), dataIndex: 'level' },
          { title: t('hiam.roles.field.tenant'), dataIndex: 'tenantName' },
        ]}
      />
    </Card>
  );
}
