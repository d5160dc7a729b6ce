/** The shell's module loading bar (module-loading-bar.ts has the rules). */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useEffect, useState } from 'react';
import { useModulesState } from './module-state';
import {
  anyModulePending,
  HIDE_LOADING_MS,
  nextLoadingBarPhase,
  type LoadingBarPhase,
} from './module-loading-bar';

export function ModuleLoadingBar() {
  const { t } = useIntl();
  const pending = useModulesState((state) => anyModulePending(state.modules));
  const [phase, setPhase] = useState<LoadingBarPhase>('hidden');
  useEffect(() => {
    setPhase((current) => nextLoadingBarPhase(current, pending, false));
    if (pending) return undefined;
    const timer = setTimeout(
      () => setPhase((current) => nextLoadingBarPhase(current, false, true)),
      HIDE_LOADING_MS,
    );
    return () => clearTimeout(timer);
  }, [pending]);
  if (phase === 'hidden') return null;
  return (
    <div
      className="polaris-module-loading"
      role="progressbar"
      aria-label={t('hzero.common.microApp.loading')}
      aria-busy={phase === 'loading'}
      data-phase={phase}
    />
  );
}
