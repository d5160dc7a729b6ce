/**
 * What a marked area shows instead of page data when the watermark's code could not be loaded:
 * the page stays hidden (the mark is a rule, not decoration), says why and offers Retry.
 */
import { Button } from 'antd';
import { Exception } from '../../components/Exception';
import { useIntl } from '../../i18n/useIntl';

export function MarkUnavailable({ retry }: { retry: () => void }) {
  const { t } = useIntl();
  return (
    <Exception
      type="500"
      title={t('hzero.common.watermark.failed')}
      description={t('hzero.common.watermark.failedHint')}
      backHref={null}
      actions={
        <Button type="primary" onClick={retry}>
          {t('hzero.common.button.retry')}
        </Button>
      }
    />
  );
}
