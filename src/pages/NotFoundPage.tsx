/**
 * The 404 of a page the app cannot show, the same wherever it happens: an unknown address in the
 * shell, an unknown page of a module inside the shell, alone or in a foreign host. Its way back
 * opens the home page in the same app, without reloading it (the workplace tab in the shell).
 */
import { Button } from 'antd';
import { Exception } from '../components/Exception';
import { useIntl } from '../i18n/useIntl';
import { usePageNavigation } from '../sub-app/navigation';

/** "Back to home" inside an app: opens its home page (the shell's workplace) without a reload. */
export function BackHomeButton() {
  const { t } = useIntl();
  const { open } = usePageNavigation();
  return (
    <Button type="primary" onClick={() => open('/')}>
      {t('hzero.common.button.backHome')}
    </Button>
  );
}

export function NotFoundPage() {
  return <Exception type="404" backHref={null} actions={<BackHomeButton />} />;
}
