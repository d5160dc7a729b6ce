/** The Tenant Initialisation dialog's choice of the new tenant's administrator (a form control). */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchAdminCandidates } from './api/fetch-admin-candidates';

interface AdminUserSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
}

export function AdminUserSelect({ value, onChange, id }: AdminUserSelectProps) {
  const { t } = useIntl();
  const users = useQuery({
    queryKey: ['iam', 'tenant-admin-candidates'],
    queryFn: () => fetchAdminCandidates(),
  });
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      loading={users.isLoading}
      value={value}
      onChange={onChange}
      aria-label={t('hpfm.tenantInit.field.adminUserId')}
      options={(users.data?.content ?? []).map((user) => ({
        value: user.id,
        label: `${user.realName} (${user.loginName})`,
      }))}
    />
  );
}
