/**
 * Tab events (spec section 4 "Tabs"): the global model emits them after the state changed, so a
 * listener already sees the tabs without the closed ones. Pages and caches listen to release what
 * a closed tab held or to reload what a refreshed tab shows. Module state only, no window global:
 * each bundle that imports this file has its own emitter.
 */
export type TabEvent = { type: 'close'; keys: string[] } | { type: 'refresh'; key: string };

export type TabEventListener = (event: TabEvent) => void;

export interface TabEvents {
  /** Adds a listener (once, however often it is passed); returns its removal. */
  on(listener: TabEventListener): () => void;
  emit(event: TabEvent): void;
}

export function createTabEvents(): TabEvents {
  const listeners = new Set<TabEventListener>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      // A snapshot, so a listener that unsubscribes (or subscribes) while being called is safe.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // One failing listener must not keep the others (or the model's effect) from running.
          console.error('[tabs] a tab event listener failed', event, error);
        }
      }
    },
  };
}

/** The emitter the container's global model uses unless it is given another one. */
export const tabEvents: TabEvents = createTabEvents();

export function onTabEvent(listener: TabEventListener): () => void {
  return tabEvents.on(listener);
}
