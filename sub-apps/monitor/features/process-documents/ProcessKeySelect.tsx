/**
 * The process a document starts, chosen among the keys its organisation has deployed: the
 * session's organisation on the tenant form, the one chosen in the form (`tenantId`) on the site
 * form. A key the organisation has not deployed is not offered (and the gateway refuses it).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { fetchDeployedKeys } from './api/fetch-deployed-keys';

export function ProcessKeySelect(props: {
  siteForm: boolean;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useIntl();
  const tenantField = Form.useWatch<string | number | undefined>('tenantId', { preserve: true });
  const tenantId = props.siteForm && tenantField !== undefined ? Number(tenantField) : undefined;
  const waiting = props.siteForm && tenantId === undefined;
  const keys = useQuery({
    queryKey: ['hwfl', 'deployed-keys', tenantId ?? null],
    queryFn: () => fetchDeployedKeys(tenantId),
    enabled: !waiting,
  });
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      aria-label={t('hwfl.documents.field.processKey')}
      showSearch
      optionFilterProp="label"
      loading={keys.isFetching}
      disabled={waiting}
      placeholder={waiting ? t('hwfl.documents.chooseTenant') : undefined}
      options={(keys.data ?? []).map((key) => ({
        value: key.processKey,
        label: `${key.processKey} ${key.name}`,
      }))}
    />
  );
}
