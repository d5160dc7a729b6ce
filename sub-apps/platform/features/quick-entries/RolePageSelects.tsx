/**
 * The Quick Entries dialog's choices (form controls): a role (each named with its tenant), and a
 * page of the chosen role's menu (none until a role is chosen; a new role empties it).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { fetchQuickEntryRoles } from './api/fetch-quick-entry-roles';

interface ChoiceProps<T> {
  value?: T;
  onChange?: (value: T | undefined) => void;
  id?: string;
}

function useRoles() {
  const { language } = useIntl();
  return useQuery({
    queryKey: ['hpfm', 'quick-entry-roles', language],
    queryFn: () => fetchQuickEntryRoles(),
  });
}

export function RoleSelect({ value, onChange, id }: ChoiceProps<number>) {
  const { t } = useIntl();
  const roles = useRoles();
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      loading={roles.isLoading}
      value={value}
      onChange={onChange}
      aria-label={t('hpfm.quickEntry.field.roleId')}
      options={(roles.data ?? []).map((role) => ({
        value: role.roleId,
        label: `${role.roleName} (${role.tenantName})`,
      }))}
    />
  );
}

export function PageSelect({ value, onChange, id }: ChoiceProps<string>) {
  const { t } = useIntl();
  const roles = useRoles();
  const form = Form.useFormInstance();
  const roleId = Form.useWatch<number | undefined>('roleId', form);
  const role = roles.data?.find((candidate) => candidate.roleId === roleId);
  useEffect(() => {
    // a page of another role's menu is no choice for this one
    if (value !== undefined && role && !role.pages.some((page) => page.code === value)) {
      onChange?.(undefined);
    }
  }, [role, value, onChange]);
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      disabled={!role}
      value={value}
      onChange={onChange}
      aria-label={t('hpfm.quickEntry.field.menuCode')}
      options={(role?.pages ?? []).map((page) => ({ value: page.code, label: page.title }))}
    />
  );
}
