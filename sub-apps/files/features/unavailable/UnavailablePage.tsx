/**
 * A file service menu page this deployment does not include: says so, names the page and points
 * to the one that is here (File Summary), rather than a bare 404.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { unavailableTitleKey } from './pages';

export default function UnavailablePage() {
  const { t } = useIntl();
  const { pathname } = useLocation();
  const titleKey = unavailableTitleKey(pathname);
  return (
    <Result
      status="info"
      title={t('hfle.unavailable.title', { page: titleKey ? t(titleKey) : pathname })}
      subTitle={t('hfle.unavailable.reason')}
    />
  );
}
