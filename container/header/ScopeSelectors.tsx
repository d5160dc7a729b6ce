/**
 * Header selectors for the tenant and the role the user works under (spec section 6). The lists
 * are the user model's (tenantList, roleList), loaded when a selector opens, not at start-up, so
 * they cost the first load nothing.
 */
import { BankOutlined, CheckOutlined, DownOutlined, IdcardOutlined } from '@ant-design/icons';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ignoreReported } from '@polaris/core/request/client';
import { userModel } from '@polaris/core/models/user';
import { notifications } from '@polaris/core/request/notify';
import type { RoleDto } from '@polaris/core/services/iam/types';
import { Dropdown } from '@polaris/core/components/antd-parts';
import { Button, type MenuProps } from 'antd';
import { useState } from 'react';
import { switchToRole, switchToTenant } from './scope-switch';
import { useMayLeaveAllPages } from '../tabs/use-may-leave';

type Items = NonNullable<MenuProps['items']>;

function rolesByTenant(roles: RoleDto[], currentRoleId: number | undefined): Items {
  const groups = new Map<string, RoleDto[]>();
  for (const role of roles)
    groups.set(role.tenantName, [...(groups.get(role.tenantName) ?? []), role]);
  return [...groups].map(([tenantName, list]) => ({
    type: 'group' as const,
    key: `tenant:${tenantName}`,
    label: tenantName,
    children: list.map((role) => ({
      key: `role:${role.id}`,
      label: role.name,
      icon: role.id === currentRoleId ? <CheckOutlined aria-label="current" /> : undefined,
      disabled: role.id === currentRoleId,
    })),
  }));
}

export function ScopeSelectors() {
  const { t } = useIntl();
  const { currentUser: user, tenantList: tenants, roleList: roles } = useModelState(userModel);
  const dispatch = useModelDispatch();
  const [busy, setBusy] = useState(false);
  const mayLeave = useMayLeaveAllPages();
  if (!user) return null;

  /** `leavesPages`: a switch reloads into the other scope, so unsaved input is asked about. */
  const run = async (action: () => Promise<void>, leavesPages = false) => {
    if (leavesPages && !(await mayLeave())) return; // the user keeps their input
    setBusy(true);
    try {
      await action();
    } catch {
      setBusy(false); // the request layer said why; the user stays where they were
    }
  };

  const current = tenants.find((tenant) => tenant.tenantId === user.tenantId);
  const tenantItems: Items = [
    ...tenants.map((tenant) => ({
      key: `tenant:${tenant.tenantId}`,
      label: `${tenant.tenantName}${tenant.tenantId === tenant.defaultTenantId ? ` · ${t('hzero.common.title.default')}` : ''}`,
      icon: tenant.tenantId === user.tenantId ? <CheckOutlined aria-label="current" /> : undefined,
      disabled: tenant.tenantId === user.tenantId,
    })),
    ...(current && current.defaultTenantId !== current.tenantId
      ? [
          { type: 'divider' as const },
          { key: 'default', label: t('hzero.common.button.setDefaultTenant') },
        ]
      : []),
  ];

  const onTenant: MenuProps['onClick'] = ({ key }) => {
    if (key === 'default') {
      void run(async () => {
        await dispatch({ type: 'user/setDefaultTenant', payload: user.tenantId });
        notifications.success();
        setBusy(false);
      });
    } else void run(() => switchToTenant(Number(key.slice('tenant:'.length)), user.id), true);
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items: tenantItems, onClick: onTenant }}
        // asked on every opening: names follow the language, the default may have changed
        onOpenChange={(open) =>
          open &&
          void Promise.resolve(dispatch({ type: 'user/fetchTenantList' })).catch(ignoreReported)
        }
      >
        <Button
          type="text"
          className="polaris-header-select"
          loading={busy}
          icon={<BankOutlined />}
          aria-label={`${t('hzero.common.title.tenant')}: ${user.tenantName}`}
          title={`${t('hzero.common.title.tenant')}: ${user.tenantName}`}
        >
          <span className="polaris-header-label">{user.tenantName}</span> <DownOutlined />
        </Button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: rolesByTenant(roles, user.currentRoleId),
          onClick: ({ key }) => {
            const role = roles.find((candidate) => `role:${candidate.id}` === key);
            if (role) void run(() => switchToRole(role, user.id), true);
          },
        }}
        onOpenChange={(open) =>
          open &&
          void Promise.resolve(dispatch({ type: 'user/fetchRoleList' })).catch(ignoreReported)
        }
      >
        <Button
          type="text"
          className="polaris-header-select"
          loading={busy}
          icon={<IdcardOutlined />}
          aria-label={`${t('hzero.common.title.role')}: ${user.currentRoleName}`}
          title={`${t('hzero.common.title.role')}: ${user.currentRoleName}`}
        >
          <span className="polaris-header-label">{user.currentRoleName}</span> <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
