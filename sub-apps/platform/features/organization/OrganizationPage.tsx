/**
 * /hpfm/organization (a site administrator: pick a tenant, then manage its units) and
 * /hpfm/organization-org (an organisation's own units). The tree and what is done in it is
 * UnitTree.tsx.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { Card, Form, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { addressOf, tenantIdOf } from './tenant-address';
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

/** /hpfm/organization: the site form; the chosen tenant is kept in the address. */
export default function OrganizationPage() {
  const { t } = useIntl();
  const tenantId = tenantIdOf(useLocation().search);
  const { open } = usePageNavigation();
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
            onChange={(value) => open(addressOf(value ? Number(value) : undefined))}
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
