/**
 * Where an app shows the renewal question: renders nothing (and loads nothing) until a session
 * ends while a page holds unsaved input.
 */
import { Suspense, useSyncExternalStore } from 'react';
import { retryableLazy } from '../../loading/retryable-lazy';
import { useRuntime } from '../../runtime/RuntimeProvider';
import { renewalOf } from './renewal';

const RenewDialog = retryableLazy(() => import('./RenewDialog'));

export function RenewalHost() {
  const renewal = renewalOf(useRuntime());
  const question = useSyncExternalStore(renewal.subscribe, renewal.current);
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <RenewDialog question={question} />
    </Suspense>
  );
}
