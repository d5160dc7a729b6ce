/**
 * A list query's failure, in place, with Retry (the request layer has already told the user; the
 * same words show here, next to what failed). Nothing while the query is fine or asking again.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useIntl } from '../../i18n/useIntl';
import { userMessageOf } from '../../request/error-messages';

export function QueryFailure({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useIntl();
  if (!query.isError || query.isFetching) return null;
  return (
    <Alert
      type="error"
      showIcon
      message={userMessageOf(query.error)}
      action={
        <Button onClick={() => void query.refetch()}>{t('hzero.common.button.retry')}</Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
