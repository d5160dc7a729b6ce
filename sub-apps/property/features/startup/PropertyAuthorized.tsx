/**
 * A page the back office's authority must grant (spec section 4: authority is set client-side and
 * the guards re-check when it arrives). Until the codes are there the page waits (a spinner);
 * a page they do not grant shows the 403 page; when they could not be loaded, the page says so
 * and offers to ask again.
 */
import { Button } from 'antd';
import { Exception } from '@polaris/core/components/Exception';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { ComponentType, ReactNode } from 'react';
import { usePropertySettings } from './property-settings';

export function PropertyAuthorized({ code, children }: { code: string; children: ReactNode }) {
  const { t } = useIntl();
  const { authority, authorityFailed, reloadAuthority } = usePropertySettings();
  if (authority === null) return <PageLoading />;
  if (authorityFailed) {
    return (
      <Exception
        type="500"
        title={t('wuye.authority.failed.title')}
        description={t('wuye.authority.failed.content')}
        backHref={null}
        actions={
          <Button type="primary" onClick={reloadAuthority}>
            {t('wuye.authority.retry')}
          </Button>
        }
      />
    );
  }
  if (!authority.includes(code)) return <Exception type="403" backHref={null} />;
  return <>{children}</>;
}

/** The page behind the guard of `code`. */
export function withPropertyAuthority(code: string, Page: ComponentType): ComponentType {
  function PropertyPage() {
    return (
      <PropertyAuthorized code={code}>
        <Page />
      </PropertyAuthorized>
    );
  }
  return PropertyPage;
}
