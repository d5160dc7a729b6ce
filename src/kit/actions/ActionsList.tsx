/**
 * A table row's actions: up to 3 links, the rest in a dropdown labelled "Action" (translated).
 * Actions with a `permissionList` are checked in the page's one permission batch; the ones the
 * role may not see disappear, the ones it may not use show disabled with the reason, as does an
 * action disabled for the row with its own `reason`.
 *
 *     render: (_, row) => (
 *       <ActionsList actions={[
 *         { key: 'edit', label: t('hzero.common.button.edit'), onClick: () => edit(row),
 *           permissionList: ['/hiam/users:edit'] },
 *         { key: 'delete', label: t('hzero.common.button.delete'), danger: true, onClick: ... },
 *       ]} />
 *     )
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Space, type MenuProps } from 'antd';
import { Dropdown } from '../../components/antd-parts';
import { useId } from 'react';
import { useIntl } from '../../i18n/useIntl';
import type { PermissionChecker } from '../../permissions/permission-checker';
import { usePermissions } from '../../permissions/usePermission';
import { arrangeActions, type PlacedAction, type RowAction } from './arrange-actions';

export type { RowAction } from './arrange-actions';

export interface ActionsListProps {
  actions: readonly RowAction[];
  /** Links before the dropdown (default 3). */
  max?: number;
  /** The permission checker (default: the app's, batched with the rest of the page). */
  checker?: PermissionChecker;
}

export function ActionsList({ actions, max, checker }: ActionsListProps) {
  const { t } = useIntl();
  const reasonId = useId();
  const states = usePermissions(
    actions.map((action) => action.permissionList),
    checker,
  );
  const { links, more } = arrangeActions(actions, states, max);
  const reason = t('hzero.common.message.permissionDenied');
  const anyDenied = [...links, ...more].some((placed) => placed.blocked === 'denied');

  const ownReasons = [...links, ...more].filter(
    (placed) => placed.disabled && !placed.blocked && placed.action.reason,
  );
  const ownReasonId = (placed: PlacedAction) => `${reasonId}-${placed.action.key}`;

  const described = (placed: PlacedAction) => {
    if (placed.blocked === 'denied') return { title: reason, 'aria-describedby': reasonId };
    if (!ownReasons.includes(placed)) return {};
    return { title: placed.action.reason, 'aria-describedby': ownReasonId(placed) };
  };

  const items: MenuProps['items'] = more.map((placed) => ({
    key: placed.action.key,
    disabled: placed.disabled,
    danger: placed.action.danger,
    label: <span {...described(placed)}>{placed.action.label}</span>,
  }));
  const onMenuClick: MenuProps['onClick'] = ({ key }) =>
    more.find((placed) => placed.action.key === key && !placed.disabled)?.action.onClick();

  return (
    // how many permission-checked actions the row holds, shown or under "Action" (for checks)
    <Space
      size={4}
      className="polaris-actions"
      data-guarded-actions={actions.filter((action) => action.permissionList?.length).length}
    >
      {links.map((placed) => (
        <Button
          key={placed.action.key}
          type="link"
          size="small"
          danger={placed.action.danger}
          disabled={placed.disabled}
          aria-busy={placed.blocked === 'pending' || undefined}
          data-permission={placed.blocked ?? 'allowed'}
          onClick={() => placed.action.onClick()}
          {...described(placed)}
        >
          {placed.action.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']}>
          <Button type="link" size="small">
            {t('hzero.common.kit.action')}
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
      {anyDenied && (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
      {ownReasons.map((placed) => (
        <span key={`reason-${placed.action.key}`} id={ownReasonId(placed)} hidden>
          {placed.action.reason}
        </span>
      ))}
    </Space>
  );
}
