/** Small pieces the layouts share. */
import { getRuntimeConfig } from '@polaris/core/config/runtime';
import { systemNameFor } from '@polaris/core/i18n/system-name';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Skeleton } from 'antd';
import { useContext, useEffect } from 'react';
import { ShellContext } from '../state/shell-context';

/** The system name in the current language (spec section 9); also the document title. */
export function Logo() {
  const { language } = useIntl();
  const name = systemNameFor(language, getRuntimeConfig().systemNames) ?? 'Polaris';
  const embedded = useContext(ShellContext)?.embedded ?? false;
  useEffect(() => {
    if (!embedded) document.title = name;
  }, [name, embedded]);
  return <div className="polaris-logo">{name}</div>;
}

/** Stands in for a menu until it has loaded. */
export function MenuSkeleton() {
  return <Skeleton active style={{ padding: 16 }} />;
}
