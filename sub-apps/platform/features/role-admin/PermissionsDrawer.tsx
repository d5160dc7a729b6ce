/**
 * A role's menus and permission sets, opened from its Permissions action: the searchable tree of
 * what the role's level and tenant offer, with what it holds checked. Save sends what was added
 * (assign) and what was taken away (recycle); the role's members see the change on their next
 * menu load. A refused save keeps the choice.
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { choiceChanges, type TreeKey } from '@polaris/core/kit/tree/check-tree';
import { SearchableTree } from '@polaris/core/kit/tree/SearchableTree';
import { notifications } from '@polaris/core/request/notify';
import type { IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto } from '@polaris/core/services/iam/role-admin-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { assignPermissions } from './api/assign-permissions';
import { fetchPermissionTree } from './api/fetch-permission-tree';
import { recyclePermissions } from './api/recycle-permissions';
import { heldChoice, toTreeItems } from './permission-items';
import { roleButton, roleListKey } from './role-resource';

export interface PermissionsDrawerProps {
  form: IamForm;
  role: RoleAdminDto;
  onClose(): void;
}

export function PermissionsDrawer({ form, role, onClose }: PermissionsDrawerProps) {
  const { t, language } = useIntl();
  const client = useQueryClient();
  const key = ['hiam', 'role-permissions', form, role.id, language];
  const tree = useQuery({ queryKey: key, queryFn: () => fetchPermissionTree(form, role.id) });
  const items = useMemo(() => toTreeItems(tree.data ?? []), [tree.data]);
  const held = useMemo(() => heldChoice(tree.data ?? []), [tree.data]);
  const [chosen, setChosen] = useState<Set<TreeKey> | null>(null);
  const [saving, setSaving] = useState(false);
  const current = chosen ?? held;
  const { added, removed } = choiceChanges(held, current);

  const save = async () => {
    setSaving(true);
    try {
      if (added.length > 0) await assignPermissions(form, role.id, added.map(Number));
      if (removed.length > 0) await recyclePermissions(form, role.id, removed.map(Number));
      await client.invalidateQueries({ queryKey: key });
      setChosen(null);
      void client.invalidateQueries({ queryKey: roleListKey(form) });
      notifications.success(t('hiam.roleAdmin.permissions.saved'));
    } catch {
      // told by the request layer; the choice stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      width={640}
      title={t('hiam.roleAdmin.permissions.title', { name: role.name })}
      onClose={onClose}
      extra={
        <ButtonPermission
          type="primary"
          permissionList={[roleButton(form, 'menus')]}
          loading={saving}
          disabled={added.length + removed.length === 0}
          onClick={() => void save()}
        >
          {t('hiam.roleAdmin.permissions.save')}
        </ButtonPermission>
      }
    >
      {tree.isError ? (
        <QueryFailure query={tree} />
      ) : tree.isLoading ? (
        <Spin />
      ) : (
        <SearchableTree
          items={items}
          selected={current}
          onChange={setChosen}
          height={560}
          label={t('hiam.roleAdmin.permissions.tree')}
        />
      )}
    </Drawer>
  );
}
