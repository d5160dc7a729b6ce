/**
 * A page of a module that is not built yet (a development gateway serves the shell first, see
 * mock/cli/shell-first.ts): says so and asks the gateway again every few seconds; once the module
 * is built, the page renders as any other. A failed build says where the reason is. Loaded only
 * when a module is pending, never in the shell's first load.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { ModuleConfig } from './manifest';
import { useMicro } from './micro-context';

/** How often the gateway is asked whether the module's build is done. */
export const BUILD_POLL_MS = 2_000;

export interface ModuleBuildingProps {
  module: ModuleConfig;
  /** The page, once the module is built. */
  render: (built: ModuleConfig) => ReactNode;
}

export default function ModuleBuilding({ module, render }: ModuleBuildingProps) {
  const { modules } = useMicro();
  const { t } = useIntl();
  const [latest, setLatest] = useState(module);
  const status = latest.status;

  useEffect(() => {
    if (status !== 'building') return undefined;
    let live = true;
    const timer = setInterval(() => {
      modules.refresh().then(
        (list) => {
          const found = list.find((candidate) => candidate.name === module.name);
          if (live && found && found.status !== 'building') setLatest(found);
        },
        () => undefined, // the gateway did not answer: asked again at the next tick
      );
    }, BUILD_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [modules, module.name, status]);

  if (!status) return <>{render(latest)}</>;
  return (
    <div role="status" style={{ padding: '64px 32px', textAlign: 'center' }}>
      {status === 'building' && <Spin />}
      <p style={{ marginTop: 16 }}>
        {t(
          status === 'building'
            ? 'hzero.common.microApp.building'
            : 'hzero.common.microApp.buildFailed',
        )}
      </p>
    </div>
  );
}
