/**
 * A menu entry this deployment does not include yet: the one page for it, whoever finds out (the
 * shell, when no deployed module answers the entry's address; a module, when the address is its
 * own but it has no page there). It names the entry by its menu title, says it is not built
 * here yet and offers the way back; an address that is no menu entry stays a 404.
 */
import { Exception } from '../components/Exception';
import { useIntl } from '../i18n/useIntl';
import { BackHomeButton } from './NotFoundPage';

export function NotBuiltPage({ title }: { title: string }) {
  const { t } = useIntl();
  return (
    <Exception
      type="501"
      title={t('hzero.common.notBuilt.title', { title })}
      description={t('hzero.common.notBuilt.description', { title })}
      backHref={null}
      actions={<BackHomeButton />}
    />
  );
}
