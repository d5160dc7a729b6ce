import { useCallback, useSyncExternalStore } from 'react';

/**
 * Re-renders the caller when one of a runtime's listener sets fires (texts, antd locale), and
 * returns the current snapshot. The subscription ends with the component.
 */
export function useListeners<T>(listeners: Set<() => void>, snapshot: () => T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [listeners],
  );
  return useSyncExternalStore(subscribe, snapshot);
}
