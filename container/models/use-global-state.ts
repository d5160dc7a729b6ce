import { useSelector } from 'react-redux';
import { initialGlobalState, type GlobalState } from './global';

/** A value from the global (layout) model; its defaults until the model is registered. */
export function useGlobalState<T>(select: (state: GlobalState) => T): T {
  return useSelector((root: { global?: GlobalState }) => select(root.global ?? initialGlobalState));
}
