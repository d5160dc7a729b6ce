/**
 * A role's members, opened from its Members action: the paged members (each removable) and,
 * above them, a user to add chosen from those who may be given the role (searched by account or
 * name). A user added sees the role in the role switcher on the next load.
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { notifications } from '@polaris/core/request/notify';
import type { IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto } from '@polaris/core/services/iam/role-admin-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { assignMembers } from './api/assign-members';
import { fetchMemberCandidates } from './api/fetch-member-candidates';
import { membersKey, membersResource } from './members-resource';
import { roleButton, roleListKey } from './role-resource';

export interface MembersDrawerProps {
  form: IamForm;
  role: RoleAdminDto;
  onClose(): void;
}

function AddMember({ form, role }: { form: IamForm; role: RoleAdminDto }) {
  const { t } = useIntl();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const candidatesKey = ['hiam', 'role-candidates', form, role.id, search];
  const candidates = useQuery({
    queryKey: candidatesKey,
    queryFn: () => fetchMemberCandidates(form, role.id)({ name: search, page: 0, size: 20 }),
  });
  const add = async () => {
    if (userId === null) return;
    setAdding(true);
    try {
      await assignMembers(form, role.id, [userId]);
      setUserId(null);
      notifications.success();
      await Promise.all(
        [
          membersKey(form, role.id),
          roleListKey(form),
          ['hiam', 'role-candidates', form, role.id],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    } catch {
      // told by the request layer; the choice stays
    } finally {
      setAdding(false);
    }
  };
  const label = t('hiam.roleAdmin.members.candidate');
  return (
    <Space style={{ marginBottom: 12 }}>
      <Select
        showSearch
        allowClear
        aria-label={label}
        placeholder={label}
        style={{ width: 280 }}
        filterOption={false}
        loading={candidates.isFetching}
        value={userId ?? undefined}
        onSearch={setSearch}
        onChange={(value?: number) => setUserId(value ?? null)}
        options={(candidates.data?.content ?? []).map((user) => ({
          value: user.id,
          label: `${user.realName} (${user.loginName})`,
        }))}
      />
      <ButtonPermission
        type="primary"
        permissionList={[roleButton(form, 'members')]}
        disabled={userId === null}
        loading={adding}
        onClick={() => void add()}
      >
        {t('hiam.roleAdmin.members.add')}
      </ButtonPermission>
    </Space>
  );
}

export function MembersDrawer({ form, role, onClose }: MembersDrawerProps) {
  const { t } = useIntl();
  const members = useMemo(() => membersResource(form, role), [form, role]);
  const title = t('hiam.roleAdmin.members.title', { name: role.name });
  return (
    <Drawer open width={720} title={title} onClose={onClose}>
      <ResourcePage
        resource={members}
        bare
        caption={title}
        above={<AddMember form={form} role={role} />}
      />
    </Drawer>
  );
}
