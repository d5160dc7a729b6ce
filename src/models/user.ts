/** Current user and what belongs to them (spec section 3 "User state"). */
import { defineModel, type ModelAction } from '../core/model';
import type { CurrentUser } from '../services/iam/current-user';
import type { RoleDto, TenantDto } from '../services/iam/types';

export interface UserState {
  list: unknown[];
  currentUser?: CurrentUser;
  tenantList: TenantDto[];
  roleList: RoleDto[];
  hierarchicalList: unknown[];
  hierarchicalSelectList: unknown[];
  isModal: number;
  isSelect: number;
}

export const initialUserState: UserState = {
  list: [],
  currentUser: undefined,
  tenantList: [],
  roleList: [],
  hierarchicalList: [],
  hierarchicalSelectList: [],
  isModal: 0,
  isSelect: 0,
};

function isErrorBody(value: unknown): boolean {
  return (
    typeof value !== 'object' || value === null || (value as { failed?: unknown }).failed === true
  );
}

export const userModel = defineModel<UserState>({
  namespace: 'user',
  state: initialUserState,
  reducers: {
    /** Spec section 4: the current user is stored only if the response is not an error. */
    saveCurrentUser(state, { payload }: ModelAction<CurrentUser>) {
      return isErrorBody(payload) ? state : { ...state, currentUser: payload };
    },
    /** The language the user switched to (the server saves it as their default). */
    setLanguage(state, { payload }: ModelAction<{ language: string; languageName: string }>) {
      if (!state.currentUser || !payload) return state;
      return { ...state, currentUser: { ...state.currentUser, ...payload } };
    },
    /** The shell layout the user chose (saved on the server first): applied at once. */
    setMenuLayout(state, { payload }: ModelAction<string>) {
      if (!state.currentUser || !payload) return state;
      return { ...state, currentUser: { ...state.currentUser, menuLayout: payload } };
    },
    updateState(state, { payload }: ModelAction<Partial<UserState>>) {
      return { ...state, ...payload };
    },
  },
});
