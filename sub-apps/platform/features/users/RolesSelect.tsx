/**
 * The roles of a user, chosen per tenant: the roles the caller may give, grouped under their
 * tenant, searchable by name or code. Its value is the chosen role ids.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { fetchAssignableRoles } from './api/fetch-assignable-roles';

interface RolesSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}

export function RolesSelect({ value, onChange, id }: RolesSelectProps) {
  const { t, language } = useIntl();
  const roles = useQuery({
    queryKey: ['iam', 'assignable-roles', language],
    queryFn: fetchAssignableRoles,
  });
  const tenants = [...new Set((roles.data ?? []).map((role) => role.tenantName))];
  const options = tenants.map((tenantName) => ({
    label: tenantName,
    title: tenantName,
    options: (roles.data ?? [])
      .filter((role) => role.tenantName === tenantName)
      .map((role) => ({ value: role.id, label: role.name, code: role.code })),
  }));
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={roles.isLoading}
      options={options}
      placeholder={t('hiam.users.roles.placeholder')}
      optionFilterProp="label"
      filterOption={(input, option) => {
        const text = `${String(option?.label ?? '')} ${String((option as { code?: string })?.code ?? '')}`;
        return text.toLowerCase().includes(input.toLowerCase());
      }}
    />
  );
}
