/**
 * The signed-in sessions as a resource: searched by account, name and client; each with its
 * user, tenant, role, client, address and times (the caller's own session marked, and not offered
 * a sign-out); "Sign out" asks first, then ends the session at the gateway.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type { OnlineUserDto, OnlineUserQuery } from '@polaris/core/services/iam/client-types';
import { Space, Tag } from 'antd';
import { endSession } from './api/end-session';
import { fetchOnlineUsers } from './api/fetch-online-users';

export const OFFLINE_CODE = 'hzero.system.online.button.offline';

export const onlineUsersResource = defineResource<OnlineUserDto, OnlineUserQuery>({
  key: ['hiam', 'online-users'],
  texts: 'hiam.online',
  endpoint: fetchOnlineUsers,
  rowKey: 'sessionId',
  search: [{ name: 'loginName' }, { name: 'realName' }, { name: 'clientName' }],
  columns: [
    {
      field: 'loginName',
      width: 150,
      sort: true,
      render: (loginName: string, user, cell) => (
        <Space size={4} wrap>
          <span>{loginName}</span>
          {user.currentFlag === 1 && <Tag color="green">{cell.t('hiam.online.you')}</Tag>}
        </Space>
      ),
    },
    { field: 'realName', width: 140 },
    { field: 'tenantName', width: 170 },
    { field: 'roleName', width: 160 },
    { field: 'clientName', width: 130, kind: 'code' },
    { field: 'loginIp', width: 130 },
    { field: 'loginDate', width: 170, kind: 'dateTime', sort: true },
    { field: 'lastAccessDate', width: 170, kind: 'dateTime', sort: true },
  ],
  actions: [
    {
      key: 'offline',
      permission: OFFLINE_CODE,
      danger: true,
      when: (user) => user.currentFlag !== 1,
      confirm: {
        title: 'hiam.online.offline.title',
        content: 'hiam.online.offline.content',
        values: (user) => ({ name: user.realName || user.loginName }),
        okText: 'hiam.online.action.offline',
      },
      run: (user) => endSession(user),
    },
  ],
});
