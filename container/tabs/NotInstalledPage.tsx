/**
 * What a menu page shows when no deployed module renders it: the service whose pages are not
 * installed in this environment, and the way back home (a 404 stays for unknown addresses).
 */
import { Exception } from '@polaris/core/components/Exception';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { BackHomeButton } from '@polaris/core/pages/NotFoundPage';
import { serviceOfPath } from './not-installed';

export function NotInstalledPage({ path }: { path: string }) {
  const { t } = useIntl();
  const service = serviceOfPath(path);
  const name = service?.known ? t(`hzero.common.service.${service.prefix}`) : service?.prefix;
  return (
    <Exception
      type="404"
      title={t('hzero.common.notInstalled.title')}
      description={t('hzero.common.notInstalled.description', {
        service: name ?? '',
        prefix: `/${service?.prefix ?? ''}`,
      })}
      backHref={null}
      actions={<BackHomeButton />}
    />
  );
}
