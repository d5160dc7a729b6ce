import { useSelector } from 'react-redux';
import { globalOf } from './global-state';

/**
 * A value from an area's part of the global model; the part's starting values until the model
 * is registered. Areas wrap it in their own selector hook (`useTabsState`, `useMenuState`…), so
 * a component reads the part it is about and nothing else.
 */
export function useGlobalState<S, T>(initial: S, select: (state: S) => T): T {
  return useSelector((root: Record<string, unknown>) => select(globalOf(root, initial)));
}
