/**
 * Runs the property variant's start-up while the module is mounted (property-startup.ts) and
 * gives its pages what it learns. The tenant's room label becomes the `{house}` every text may
 * name, so each label that names rooms follows it.
 */
import { setTextValue } from '@polaris/core/i18n/intl';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchAuthority } from './api/fetch-authority';
import { fetchHouseAlias } from './api/fetch-house-alias';
import { fetchSelfTenantId } from './api/fetch-self-tenant';
import { fetchSyncFlag } from './api/fetch-sync-flag';
import { watchConfig } from './config-watch';
import {
  DEFAULT_HOUSE_ALIAS,
  INITIAL_PROPERTY_SETTINGS,
  PropertyContext,
  type PropertyContextValue,
  type PropertySettings,
} from './property-settings';
import { startPropertyStartup, type PropertyStartup } from './property-startup';
import { installStoredFileLinks } from './stored-file-links';

export function PropertyProvider({
  children,
  insideShell,
}: {
  children: ReactNode;
  insideShell: boolean;
}) {
  const { t, language } = useIntl();
  const [settings, setSettings] = useState<PropertySettings>(INITIAL_PROPERTY_SETTINGS);
  const startup = useRef<PropertyStartup | null>(null);
  useEffect(() => {
    const running = startPropertyStartup(
      {
        fetchAuthority,
        fetchHouseAlias,
        fetchSelfTenantId,
        fetchSyncFlag,
        watchConfig: () => watchConfig(insideShell),
        installFileLinks: () => installStoredFileLinks(document),
      },
      (patch) => setSettings((current) => ({ ...current, ...patch })),
    );
    startup.current = running;
    return () => {
      running.stop();
      startup.current = null;
    };
  }, [insideShell]);

  const { houseAlias } = settings;
  const defaultLabel = t('wuye.common.house.default');
  useEffect(() => {
    setTextValue('house', houseAlias === DEFAULT_HOUSE_ALIAS ? defaultLabel : houseAlias);
  }, [houseAlias, defaultLabel, language]);

  const value = useMemo<PropertyContextValue>(
    () => ({ ...settings, reloadAuthority: () => startup.current?.reloadAuthority() }),
    [settings],
  );
  return <PropertyContext.Provider value={value}>{children}</PropertyContext.Provider>;
}
