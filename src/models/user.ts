/** Current user and what belongs to them (spec section 3 "User state"). */
import { defineModel, type EffectsCommandMap, type ModelAction } from '../core/model';
import type { CurrentUser } from '../services/iam/current-user';
import { fetchSelfRoles } from '../services/iam/roles';
import { fetchSelfTenants, updateDefaultTenant } from '../services/iam/tenants';
import type { RoleDto, TenantDto } from '../services/iam/types';
import {
  fetchDataHierarchyDetails,
  fetchDataHierarchyValue,
  switchDataHierarchy,
} from '../services/platform/data-hierarchies';
import type {
  DataHierarchyDto,
  DataHierarchySwitch,
  DataHierarchyValueDto,
} from '../services/platform/types';

export interface UserState {
  list: unknown[];
  currentUser?: CurrentUser;
  tenantList: TenantDto[];
  roleList: RoleDto[];
  /** Data hierarchies chosen in a dialog (MODAL style), asked when the dialog opens. */
  hierarchicalList: DataHierarchyDto[];
  /** Data hierarchies chosen in the header (SELECT style). */
  hierarchicalSelectList: DataHierarchyDto[];
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

/** A hierarchy's new value replaces the old one in a list; the values it can take stay. */
export function withHierarchy(list: DataHierarchyDto[], row: DataHierarchyDto): DataHierarchyDto[] {
  return list.map((item) =>
    item.dataHierarchyCode === row.dataHierarchyCode
      ? { ...item, ...row, valueList: item.valueList }
      : item,
  );
}

/**
 * The user's server data the shell shows (the header's tenant, role and data-hierarchy
 * selectors). Each effect's dispatch settles with what it loaded, and rejects when the call
 * failed (the request layer has told the user; the state stays as it was).
 */
const effects = {
  /** Asked on every opening of the selector: names follow the language, the default may change. */
  *fetchTenantList(_action: ModelAction, { call, put }: EffectsCommandMap) {
    const tenantList: TenantDto[] = yield call(fetchSelfTenants);
    yield put({ type: 'updateState', payload: { tenantList } });
    return tenantList;
  },
  *fetchRoleList(_action: ModelAction, { call, put }: EffectsCommandMap) {
    const roleList: RoleDto[] = yield call(fetchSelfRoles);
    yield put({ type: 'updateState', payload: { roleList } });
    return roleList;
  },
  /** The next sign-in starts in this tenant; the list is asked again to show it. */
  *setDefaultTenant({ payload }: ModelAction<number>, { call, put }: EffectsCommandMap) {
    yield call(updateDefaultTenant, payload as number);
    const tenantList: TenantDto[] = yield call(fetchSelfTenants);
    yield put({ type: 'updateState', payload: { tenantList } });
    return tenantList;
  },
  /** Only for users with dataHierarchyFlag; a failure leaves the header without the selectors. */
  *fetchHierarchicalSelectList(_action: ModelAction, { call, put }: EffectsCommandMap) {
    const value: DataHierarchyValueDto = yield call(fetchDataHierarchyValue, { silent: true });
    yield put({
      type: 'updateState',
      payload: {
        hierarchicalSelectList: value.hasSelect ? value.selectList : [],
        isModal: value.hasModal ? 1 : 0,
        isSelect: value.hasSelect ? 1 : 0,
      },
    });
    return value;
  },
  *fetchHierarchicalList(_action: ModelAction, { call, put }: EffectsCommandMap) {
    const hierarchicalList: DataHierarchyDto[] = yield call(fetchDataHierarchyDetails, {
      displayStyle: 'MODAL',
    });
    yield put({ type: 'updateState', payload: { hierarchicalList } });
    return hierarchicalList;
  },
  /** Saves the value on the server; the hierarchy shows the value the server answers with. */
  *switchHierarchy(
    { payload }: ModelAction<DataHierarchySwitch>,
    { call, put }: EffectsCommandMap,
  ) {
    const saved: DataHierarchyDto = yield call(switchDataHierarchy, payload as DataHierarchySwitch);
    yield put({ type: 'replaceHierarchy', payload: saved });
    return saved;
  },
};

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
    replaceHierarchy(state, { payload }: ModelAction<DataHierarchyDto>) {
      if (!payload) return state;
      return {
        ...state,
        hierarchicalList: withHierarchy(state.hierarchicalList, payload),
        hierarchicalSelectList: withHierarchy(state.hierarchicalSelectList, payload),
      };
    },
  },
  effects,
});
