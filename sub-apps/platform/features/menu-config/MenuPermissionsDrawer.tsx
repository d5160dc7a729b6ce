/**
 * A page's permission sets (the button codes its controls check), each switched on or off for
 * every role at once: a set switched off leaves its control disabled on the page, and the gateway
 * refuses its action, from the next check on (a reload).
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { StatusTag } from '@polaris/core/kit/status/StatusBadge';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { MenuManageDto, MenuPermissionSetDto } from '@polaris/core/services/iam/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Table, Typography } from 'antd';
import { fetchPermissionSets } from './api/fetch-permission-sets';
import { setPermissionSetEnabled } from './api/set-permission-set-enabled';

export function MenuPermissionsDrawer({
  menu,
  onClose,
}: {
  menu: MenuManageDto;
  onClose: () => void;
}) {
  const { t, language } = useIntl();
  const client = useQueryClient();
  const key = ['iam', 'menu-permission-sets', menu.id, language];
  const sets = useQuery({ queryKey: key, queryFn: () => fetchPermissionSets(menu.id, language) });
  const toggle = useMutation({
    mutationFn: (set: MenuPermissionSetDto) => setPermissionSetEnabled(set.id, !set.enabledFlag),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });

  return (
    <Drawer
      open
      width={640}
      onClose={onClose}
      title={t('hiam.menu.sets.title', { name: menu.name })}
    >
      <Typography.Paragraph type="secondary">{t('hiam.menu.sets.hint')}</Typography.Paragraph>
      <QueryFailure query={sets} />
      <Table<MenuPermissionSetDto>
        rowKey="id"
        size="small"
        pagination={false}
        loading={sets.isPending}
        dataSource={sets.data ?? []}
        locale={{ emptyText: t('hiam.menu.sets.none') }}
        columns={[
          { key: 'code', title: t('hiam.menu.field.code'), dataIndex: 'code' },
          { key: 'name', title: t('hiam.menu.sets.name'), dataIndex: 'name', width: 140 },
          {
            key: 'state',
            title: t('hiam.menu.sets.state'),
            width: 90,
            render: (_, set) => <StatusTag view={enabledStatus(set.enabledFlag)} />,
          },
          {
            key: 'action',
            title: t('hiam.menu.sets.action'),
            width: 90,
            render: (_, set) => (
              <ButtonPermission
                type="link"
                size="small"
                danger={set.enabledFlag === 1}
                permissionList={['hzero.system.menu.button.enable']}
                loading={toggle.isPending && toggle.variables?.id === set.id}
                // a refusal is told by the request layer; the row stays as it was
                onClick={() => toggle.mutate(set)}
              >
                {t(set.enabledFlag === 1 ? 'hiam.menu.action.disable' : 'hiam.menu.action.enable')}
              </ButtonPermission>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
