/**
 * Where each list page stood (search values, filters, page, size, sort), kept by the app's
 * runtime for as long as the app runs: a tab the shell unmounts to save memory, or a page left
 * and opened again, comes back to the same search, page and sort instead of starting over (the
 * complaint most often made of ProTable and react-admin lists). Kept in memory only: nothing of
 * it is written to storage.
 */
import type { ListPosition } from '../../query/use-paged-list';
import type { Runtime } from '../../runtime/runtime';

export interface ListView<F = unknown> extends ListPosition<F> {
  /** The search form's values as the user left them (pickers included). */
  formValues: Record<string, unknown>;
}

export interface ListMemory {
  get<F>(place: string): ListView<F> | undefined;
  set<F>(place: string, view: ListView<F>): void;
  dispose(): void;
}

const MEMORY = Symbol('polaris.listMemory');

/** At most this many places are kept; the oldest goes first. */
export const LIST_MEMORY_PLACES = 50;

export function createListMemory(limit = LIST_MEMORY_PLACES): ListMemory {
  const views = new Map<string, ListView<unknown>>();
  return {
    get: <F>(place: string) => views.get(place) as ListView<F> | undefined,
    set(place, view) {
      views.delete(place);
      views.set(place, view as ListView<unknown>);
      while (views.size > limit) views.delete(views.keys().next().value as string);
    },
    dispose: () => views.clear(),
  };
}

export function listMemoryOf(runtime: Runtime): ListMemory {
  return runtime.own(MEMORY, () => createListMemory());
}

/** The place of a list: the page's address and the list's key (two lists on a page differ). */
export function listPlace(address: string, key: readonly unknown[]): string {
  return `${address} ${JSON.stringify(key)}`;
}
