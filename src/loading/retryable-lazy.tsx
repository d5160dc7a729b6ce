/**
 * `React.lazy` that can be retried. React keeps a rejected import for the life of the lazy
 * component, so a page whose chunk failed once (offline) would fail for good. Here a failed
 * component is replaced by a fresh one when a retry is asked for (`retryFailedLoads`: the error
 * boundary's Retry, the browser coming back online, a new boundary after a tab's Refresh or
 * reopening), and the import runs again, at a fresh address (code-loading.ts). Not at once: the
 * render that reports the failure must still see it.
 */
import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import {
  announceChunkLoadError,
  chunkAddressOf,
  isChunkLoadError,
  noteChunkFailure,
} from './code-loading';

/** What makes each failed component loadable again. */
const failed = new Set<() => void>();

/** Failed lazy components load again when next rendered. */
export function retryFailedLoads(): void {
  const renewals = [...failed];
  failed.clear();
  renewals.forEach((renew) => renew());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let current: LazyExoticComponent<T>;
  const renew = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        if (isChunkLoadError(error)) {
          noteChunkFailure();
          announceChunkLoadError(chunkAddressOf(error)); // a deploy may have replaced the code
        }
        failed.add(renew);
        throw error;
      }),
    );
  };
  renew();
  function Retryable(props: ComponentProps<T>) {
    const Current = current as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  }
  return Retryable;
}
