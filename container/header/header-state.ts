/**
 * The header's part of the global model (spec section 3 "Global layout state": collapsed): the
 * side menu folded to an icon rail, toggled by the header's button (`global/toggleCollapsed`)
 * and followed by the layouts that have a side menu.
 */
import type { ModelPart } from '../state/global-state';
import { useGlobalState } from '../state/use-global-state';

export interface HeaderState {
  collapsed: boolean;
}

export const initialHeaderState: HeaderState = { collapsed: false };

export function createHeaderPart<S extends HeaderState>(): ModelPart<S, HeaderState> {
  return {
    area: 'header',
    state: initialHeaderState,
    reducers: {
      toggleCollapsed(state) {
        return { ...state, collapsed: !state.collapsed };
      },
    },
  };
}

export function useHeaderState<T>(select: (state: HeaderState) => T): T {
  return useGlobalState(initialHeaderState, select);
}
