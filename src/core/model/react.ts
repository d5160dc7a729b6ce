// React bindings, kept apart so the core files do not depend on React.
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './rootReducer';
import type { Model, ModelDispatch } from './types';

/**
 * A model's state from the nearest react-redux <Provider> store. Until the model is registered
 * (or after it is removed) this is the model's default `state`, so components need no undefined
 * checks during mount/unmount.
 */
export function useModelState<S>(model: Model<S>): S;
/** A value selected from a model's state; re-renders only when the selected value changes. */
export function useModelState<S, T>(model: Model<S>, select: (state: S) => T): T;
/** A slice by namespace, typed by the caller (unchecked); undefined if no such model. */
export function useModelState<S>(namespace: string): S | undefined;
export function useModelState<S, T>(
  modelOrNamespace: Model<S> | string,
  select?: (state: S) => T,
): S | T | undefined {
  return useSelector((root: RootState) => {
    if (typeof modelOrNamespace === 'string') return root[modelOrNamespace] as S | undefined;
    const { namespace } = modelOrNamespace;
    const state = Object.hasOwn(root, namespace) ? (root[namespace] as S) : modelOrNamespace.state;
    return select ? select(state) : state;
  });
}

/** The store's dispatch, typed to show that effect actions return promises. */
export function useModelDispatch(): ModelDispatch {
  // react-redux types dispatch as plain redux Dispatch; the model store's middleware widens it.
  return useDispatch() as unknown as ModelDispatch;
}
