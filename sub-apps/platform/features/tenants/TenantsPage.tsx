import { RemoteListTable } from '@polaris/core/components/RemoteListTable';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { TenantDto } from '@polaris/core/services/iam/types';
import { Button, Card, Tag } from 'antd';
import { tenantsModel } from './tenants-model';

/** /hpfm/tenants/mine: the tenants the user belongs to; the default one marked and settable. */
export default function TenantsPage() {
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const savingTenantId = useModelState(tenantsModel, (state) => state.savingTenantId);
  const title = t('hpfm.tenants.title');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <RemoteListTable<TenantDto>
        model={tenantsModel}
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
                  onClick={() => dispatch({ type: 'tenants/setDefault', payload: tenant.tenantId })}
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
