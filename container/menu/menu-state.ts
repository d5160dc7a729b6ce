/**
 * The menu's part of the global model (spec section 3 "Global layout state": menu, menuLeafNode,
 * menuLoad): the server's tree as navigation nodes and its leaves, set by `global/saveMenu` at
 * layout initialisation and on a language switch; and why the menu could not be loaded, when it
 * could not (the layout offers a retry). `layoutPainted`: the first layout (the menu, or why it
 * is missing) has been painted; what that paint does not need waits for it (issue 24).
 */
import type { ModelAction } from '@polaris/core/core/model';
import type { MenuDto } from '@polaris/core/services/iam/types';
import type { ModelPart } from '../state/global-state';
import { useGlobalState } from '../state/use-global-state';
import { collectLeaves, toMenuNodes, type MenuLeaf, type MenuNode } from './menu-tree';

export interface MenuState {
  menu: MenuNode[];
  menuLeafNode: MenuLeaf[];
  menuLoad: boolean;
  /** Why the menu could not be loaded; the layout offers a retry. */
  menuLoadError?: string;
  /**
   * The first layout has been painted: the data hierarchy, the bell, the workplace cards, the
   * watermark and module prefetch start from here, after the menu is on screen.
   */
  layoutPainted: boolean;
}

export const initialMenuState: MenuState = {
  menu: [],
  menuLeafNode: [],
  menuLoad: false,
  layoutPainted: false,
};

export function createMenuPart<S extends MenuState>(): ModelPart<S, MenuState> {
  return {
    area: 'menu',
    state: initialMenuState,
    reducers: {
      saveMenu(state, { payload }: ModelAction<MenuDto[]>) {
        const menu = toMenuNodes(payload ?? []);
        return { ...state, menu, menuLeafNode: collectLeaves(menu), menuLoad: true };
      },
      layoutPainted(state) {
        return state.layoutPainted ? state : { ...state, layoutPainted: true };
      },
    },
  };
}

/** A value of the menu's part (its starting values until the shell's model is registered). */
export function useMenuState<T>(select: (state: MenuState) => T): T {
  return useGlobalState(initialMenuState, select);
}

/** Whether the first layout has been painted (what it does not need may start). */
export function useLayoutPainted(): boolean {
  return useMenuState((state) => state.layoutPainted);
}
