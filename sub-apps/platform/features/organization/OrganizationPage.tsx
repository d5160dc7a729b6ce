/**
 * /hpfm/organization (a site administrator: pick a tenant, then manage its units) and
 * /hpfm/organization-org (an organisation's own units). The tree and what is done in it is
 * UnitTree.tsx.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import { Card, Form, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { UnitTree } from './UnitTree';

export function OrganizationCard({ children }: { children: ReactNode }) {
  const { t } = useIntl();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('hpfm.organization.title')}</h2>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('hpfm.organization.hint')}</Typography.Text>
        {children}
      </Space>
    </Card>
  );
}

/** /hpfm/organization: the site form. */
export default function OrganizationPage() {
  const { t } = useIntl();
  const [tenantId, setTenantId] = useState<number | undefined>(undefined);
  const label = t('hpfm.organization.tenant');
  return (
    <OrganizationCard>
      <Form layout="inline">
        <Form.Item label={label} htmlFor="organization-tenant">
          <LovSelect
            id="organization-tenant"
            lovCode="HPFM.TENANT"
            style={{ minWidth: 240 }}
            value={tenantId === undefined ? undefined : String(tenantId)}
            onChange={(value) => setTenantId(value ? Number(value) : undefined)}
          />
        </Form.Item>
      </Form>
      {tenantId === undefined ? (
        <Typography.Text>{t('hpfm.organization.chooseTenant')}</Typography.Text>
      ) : (
        <UnitTree key={tenantId} scope="site" tenantId={tenantId} />
      )}
    </OrganizationCard>
  );
}
