/**
 * The menu's part of the global model (spec section 3 "Global layout state": menu, menuLeafNode,
 * menuLoad): the server's tree as navigation nodes and its leaves, set by `global/saveMenu` at
 * layout initialisation and on a language switch; and why the menu could not be loaded, when it
 * could not (the layout offers a retry).
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
}

export const initialMenuState: MenuState = { menu: [], menuLeafNode: [], menuLoad: false };

export function createMenuPart<S extends MenuState>(): ModelPart<S, MenuState> {
  return {
    area: 'menu',
    state: initialMenuState,
    reducers: {
      saveMenu(state, { payload }: ModelAction<MenuDto[]>) {
        const menu = toMenuNodes(payload ?? []);
        return { ...state, menu, menuLeafNode: collectLeaves(menu), menuLoad: true };
      },
    },
  };
}

/** A value of the menu's part (its starting values until the shell's model is registered). */
export function useMenuState<T>(select: (state: MenuState) => T): T {
  return useGlobalState(initialMenuState, select);
}
