/**
 * /hiam/menu: the site menu catalogue as a tree. Menus are created (at the top or under a
 * directory), edited (names, route, icon), moved (dragged, or with "Move to…" from the keyboard)
 * and enabled or disabled; every role's
 * menu shows the change on its next load. A page's permission sets are switched in a drawer. The rules are in menu-tree-model.ts, the form in
 * menu-form.ts, the tree is the kit's EditableTree.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { RowAction } from '@polaris/core/kit/actions/ActionsList';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { ResourceForm } from '@polaris/core/kit/resource/ResourceForm';
import { StatusTag } from '@polaris/core/kit/status/StatusBadge';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import { EditableTree } from '@polaris/core/kit/tree/EditableTree';
import { MoveToDialog } from '@polaris/core/kit/tree/MoveToDialog';
import type { TreeKey } from '@polaris/core/kit/tree/check-tree';
import type { MenuManageDto } from '@polaris/core/services/iam/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Space, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { fetchManageTree } from './api/fetch-manage-tree';
import { setMenuEnabled } from './api/set-menu-enabled';
import { updateMenu } from './api/update-menu';
import { menuFormSpec } from './menu-form';
import { MenuPermissionsDrawer } from './MenuPermissionsDrawer';
import { findMenu, isDirectory, lastPlaceUnder, moveRequest, toTreeItems } from './menu-tree-model';

const KEY = ['iam', 'menu-manage'] as const;

export default function MenuConfigPage() {
  const { t, language } = useIntl();
  const client = useQueryClient();
  const tree = useQuery({
    queryKey: [...KEY, language],
    queryFn: () => fetchManageTree(language),
  });
  const menus = useMemo(() => tree.data ?? [], [tree.data]);
  const items = useMemo(() => toTreeItems(menus), [menus]);
  const [permissionsOf, setPermissionsOf] = useState<MenuManageDto | null>(null);
  const [moving, setMoving] = useState<MenuManageDto | null>(null);
  const [editing, setEditing] = useState<{
    parent: MenuManageDto | null;
    row: MenuManageDto | null;
  } | null>(null);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: KEY }), [client]);
  const run = useCallback(
    (call: Promise<unknown>) => {
      call.then(refresh, () => undefined); // a failure is told by the request layer
    },
    [refresh],
  );

  const marks = useCallback(
    (key: TreeKey) => {
      const menu = findMenu(menus, key);
      if (!menu) return null;
      return (
        <>
          {menu.route && <Typography.Text type="secondary">{menu.route}</Typography.Text>}
          {menu.enabledFlag === 0 && <StatusTag view={enabledStatus(0)} />}
        </>
      );
    },
    [menus],
  );
  const actions = useCallback(
    (key: TreeKey): RowAction[] => {
      const menu = findMenu(menus, key);
      if (!menu) return [];
      const enabled = menu.enabledFlag === 1;
      return [
        {
          key: 'edit',
          label: t('hiam.menu.action.edit'),
          permissionList: ['hzero.system.menu.button.edit'],
          onClick: () => setEditing({ parent: null, row: menu }),
        },
        ...(isDirectory(menu)
          ? [
              {
                key: 'add',
                label: t('hiam.menu.action.add'),
                permissionList: ['hzero.system.menu.button.create'],
                onClick: () => setEditing({ parent: menu, row: null }),
              },
            ]
          : [
              {
                key: 'permissions',
                label: t('hiam.menu.action.permissions'),
                onClick: () => setPermissionsOf(menu),
              },
            ]),
        {
          key: enabled ? 'disable' : 'enable',
          label: t(enabled ? 'hiam.menu.action.disable' : 'hiam.menu.action.enable'),
          permissionList: ['hzero.system.menu.button.enable'],
          danger: enabled,
          onClick: () => run(setMenuEnabled(menu.id, !enabled)),
        },
        {
          key: 'move',
          label: t('hzero.common.kit.tree.moveTo'),
          permissionList: ['hzero.system.menu.button.move'],
          onClick: () => setMoving(menu),
        },
      ];
    },
    [menus, t, run],
  );

  const title = t('hiam.menu.title');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('hiam.menu.hint')}</Typography.Text>
        <ButtonPermission
          type="primary"
          icon={<PlusOutlined />}
          permissionList={['hzero.system.menu.button.create']}
          onClick={() => setEditing({ parent: null, row: null })}
        >
          {t('hzero.common.kit.create')}
        </ButtonPermission>
        <QueryFailure query={tree} />
        {tree.isPending && <Spin />}
        {tree.data && (
          <EditableTree
            items={items}
            label={title}
            marks={marks}
            actions={actions}
            movePermission="hzero.system.menu.button.move"
            onMove={(key, place) => run(updateMenu(moveRequest(menus, Number(key), place)))}
          />
        )}
      </Space>
      {moving && (
        <MoveToDialog
          items={items}
          moving={{ key: moving.id, title: moving.name }}
          onMove={(parent) => {
            const call = updateMenu(
              moveRequest(menus, moving.id, lastPlaceUnder(menus, moving.id, parent)),
            );
            run(call);
            return call;
          }}
          onClose={() => setMoving(null)}
        />
      )}
      {permissionsOf && (
        <MenuPermissionsDrawer menu={permissionsOf} onClose={() => setPermissionsOf(null)} />
      )}
      {editing && (
        <ResourceForm
          spec={menuFormSpec(editing.parent)}
          texts="hiam.menu"
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
    </Card>
  );
}
