/**
 * The users as a resource, on the site form (Users: every user, every tenant's roles) or the
 * tenant form (Sub-accounts: the organisation's users and roles): search by login name, name,
 * email, status and lock; create with a password held to the policy and roles per tenant; edit;
 * lock or unlock, enable or disable (confirmed), and a new password (the page's dialog).
 */
import type { Translate } from '@polaris/core/kit/texts';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import { view } from '@polaris/core/kit/status/status-view';
import type { UserDto, UserQuery } from '@polaris/core/services/iam/identity-types';
import { Input } from 'antd';
import { usersEndpoint } from './api/fetch-users';
import { createUser, updateUser } from './api/save-user';
import { setLocked } from './api/user-actions';
import type { UserForm } from './api/user-paths';
import { passwordPolicyRule } from './password-rule';
import { RolesSelect } from './RolesSelect';

/** The menu code of each form: its page, and the prefix of its buttons' codes. */
export const USER_PAGES: Record<UserForm, string> = {
  site: 'hzero.system.user',
  tenant: 'hzero.org.sub-account',
};

export interface UserValues {
  loginName: string;
  realName: string;
  email: string;
  phone: string;
  language: string;
  organizationId?: number;
  password?: string;
  roleIds: number[];
}

const LOGIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_.@-]{1,39}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const flagOptions = (on: string, off: string) => (t: Translate) => [
  { value: 1, label: t(`hiam.users.option.${on}`) },
  { value: 0, label: t(`hiam.users.option.${off}`) },
];

const LANGUAGES = () => [
  { value: 'zh_CN', label: '简体中文' },
  { value: 'en_US', label: 'English' },
];

const lockView = (locked: boolean) =>
  locked
    ? view('hiam.users.status.locked', 'error')
    : view('hiam.users.status.unlocked', 'success');

const named = (user: UserDto) => ({ name: user.realName || user.loginName });

export function usersResource(form: UserForm) {
  const page = USER_PAGES[form];
  const button = (key: string) => `${page}.button.${key}`;
  return defineResource<UserDto, UserQuery, UserValues>({
    key: ['hiam', 'users', form],
    texts: 'hiam.users',
    title: form === 'site' ? 'hiam.users.title' : 'hiam.users.orgTitle',
    endpoint: usersEndpoint(form),
    rowKey: 'id',
    search: [
      { name: 'loginName' },
      { name: 'realName' },
      { name: 'email' },
      { name: 'enabled', kind: 'select', options: flagOptions('enabled', 'disabled') },
      { name: 'locked', kind: 'select', options: flagOptions('locked', 'unlocked') },
    ],
    columns: [
      { field: 'loginName', width: 140, kind: 'code', sort: true },
      { field: 'realName', width: 130, sort: true },
      { field: 'email', width: 200 },
      { field: 'tenantName', width: 160 },
      { field: 'roleNames', width: 220 },
      { field: 'enabled', width: 90, kind: 'tag', status: enabledStatus },
      {
        field: 'locked',
        width: 150,
        render: (locked: boolean, user, cell) =>
          locked && user.lockedUntil
            ? cell.t('hiam.users.status.lockedUntil', { time: user.lockedUntil.slice(0, 16) })
            : cell.t(lockView(locked).textKey),
      },
    ],
    visibleActions: 3,
    actions: [
      { key: 'edit', permission: button('edit') },
      { key: 'password', permission: button('password'), quiet: true },
      {
        key: 'lock',
        permission: button('lock'),
        when: (user) => !user.locked,
        confirm: {
          title: 'hiam.users.lock.title',
          content: 'hiam.users.lock.content',
          values: named,
        },
        run: (user) => setLocked(form, user, true),
      },
      {
        key: 'unlock',
        permission: button('unlock'),
        when: (user) => user.locked,
        run: (user) => setLocked(form, user, false),
      },
      {
        key: 'disable',
        permission: button('edit'),
        danger: true,
        when: (user) => user.enabled,
        confirm: {
          title: 'hiam.users.disable.title',
          content: 'hiam.users.disable.content',
          values: named,
        },
        run: (user) =>
          updateUser(form, {
            id: user.id,
            objectVersionNumber: user.objectVersionNumber,
            enabled: false,
          }),
      },
      {
        key: 'enable',
        permission: button('edit'),
        when: (user) => !user.enabled,
        run: (user) =>
          updateUser(form, {
            id: user.id,
            objectVersionNumber: user.objectVersionNumber,
            enabled: true,
          }),
      },
    ],
    form: {
      createTitle: 'hiam.users.create.title',
      editTitle: 'hiam.users.edit.title',
      titleValues: named,
      createPermission: button('create'),
      width: 560,
      fields: [
        {
          name: 'loginName',
          only: 'create',
          required: true,
          maxLength: 40,
          pattern: LOGIN_NAME,
          message: 'hiam.users.error.loginName',
        },
        { name: 'realName', required: true, maxLength: 40 },
        {
          name: 'email',
          required: true,
          maxLength: 100,
          pattern: EMAIL,
          message: 'hiam.users.error.email',
        },
        { name: 'phone', maxLength: 20 },
        { name: 'language', kind: 'select', required: true, options: LANGUAGES },
        ...(form === 'site'
          ? [
              {
                name: 'organizationId',
                kind: 'lov' as const,
                lovCode: 'HPFM.TENANT',
                required: true,
                only: 'create' as const,
              },
            ]
          : []),
        {
          name: 'password',
          kind: 'custom',
          only: 'create',
          required: true,
          render: () => <Input.Password autoComplete="new-password" />,
          rules: [passwordPolicyRule((field) => String(field('loginName') ?? ''))],
        },
        { name: 'roleIds', kind: 'custom', render: () => <RolesSelect /> },
      ],
      initial: (user) => ({
        loginName: user?.loginName ?? '',
        realName: user?.realName ?? '',
        email: user?.email ?? '',
        phone: user?.phone ?? '',
        language: user?.language ?? 'zh_CN',
        organizationId: user ? user.organizationId : undefined,
        roleIds: user?.roleIds ?? [],
      }),
      save: (values, user) => {
        const memberRoleList = (values.roleIds ?? []).map((roleId) => ({ roleId }));
        const profile = {
          realName: values.realName.trim(),
          email: values.email.trim(),
          phone: (values.phone ?? '').trim(),
          language: values.language,
          memberRoleList,
        };
        if (user) {
          return updateUser(form, {
            id: user.id,
            objectVersionNumber: user.objectVersionNumber,
            ...profile,
          });
        }
        return createUser(form, {
          ...profile,
          loginName: values.loginName.trim(),
          organizationId: form === 'site' ? Number(values.organizationId) : undefined,
          password: values.password ?? '',
        });
      },
    },
  });
}
