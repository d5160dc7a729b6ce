import type { Action } from 'redux';
import type { Reducer } from './types';

export type RootState = Record<string, unknown>;

/** What the root reducer needs to know about one registered model. */
export interface ModelSlice {
  namespace: string;
  /** Used while the store has no value for the namespace yet. */
  initialState: unknown;
  /** Keyed by full action type ('user/save'). */
  reducersByType: ReadonlyMap<string, Reducer<unknown>>;
}

/**
 * Builds the reducer for exactly these slices. Unlike combineReducers it drops state of
 * namespaces that are not listed (that is how unmodel removes a slice) without warning, and keeps
 * the root object's identity when no slice changed, so unrelated selectors do not re-run.
 */
export function createRootReducer(
  slices: readonly ModelSlice[],
): (state: RootState | undefined, action: Action) => RootState {
  return (state = {}, action) => {
    let changed = Object.keys(state).length !== slices.length;
    const next: RootState = {};
    for (const slice of slices) {
      const present = Object.hasOwn(state, slice.namespace);
      const previous = present ? state[slice.namespace] : slice.initialState;
      const reducer = slice.reducersByType.get(action.type);
      const value = reducer ? reducer(previous, action) : previous;
      if (value === undefined) {
        throw new Error(`Reducer "${action.type}" returned undefined for "${slice.namespace}"`);
      }
      next[slice.namespace] = value;
      if (!present || value !== previous) changed = true;
    }
    return changed ? next : state;
  };
}
