import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryTable } from '@polaris/core/kit/query/QueryTable';
import type { TenantDto } from '@polaris/core/services/iam/types';
import { Button, Card, Tag } from 'antd';
import { useSelfTenants, useSetDefaultTenant } from './api/self-tenants';

/** /hpfm/tenants/mine: the tenants the user belongs to; the default one marked and settable. */
export default function TenantsPage() {
  const { t } = useIntl();
  const tenants = useSelfTenants();
  const setDefault = useSetDefaultTenant();
  /** The tenant being made the default, while the call runs. */
  const savingTenantId = setDefault.isPending ? setDefault.variables : undefined;
  const title = t('hpfm.tenants.title');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <QueryTable<TenantDto>
        query={tenants}
        caption={title}
        rowKey="tenantId"
        columns={[
          {
            title: t('hpfm.tenants.field.name'),
            dataIndex: 'tenantName',
            render: (name: string, tenant) => (
              <>
                {name}{' '}
                {tenant.tenantId === tenant.defaultTenantId && (
                  <Tag color="blue">{t('hpfm.tenants.default')}</Tag>
                )}
              </>
            ),
          },
          { title: t('hpfm.tenants.field.num'), dataIndex: 'tenantNum' },
          {
            title: t('hpfm.tenants.field.actions'),
            key: 'actions',
            render: (_value, tenant) =>
              tenant.tenantId !== tenant.defaultTenantId && (
                <Button
                  size="small"
                  loading={savingTenantId === tenant.tenantId}
                  disabled={savingTenantId !== undefined}
                  onClick={() => setDefault.mutate(tenant.tenantId)}
                >
                  {t('hpfm.tenants.setDefault')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
