/**
 * The module host's part of the global model (spec section 4 "Micro-module loading"): each
 * module's latest load, by name, set as the host reports it (`global/setModuleStatus`).
 */
import type { ModelAction } from '@polaris/core/core/model';
import type { ModelPart } from '../state/global-state';
import { useGlobalState } from '../state/use-global-state';
import type { ModuleLoadStatus } from './micro-host';

export interface ModulesState {
  /** Each module's latest load, by name. */
  modules: Record<string, ModuleLoadStatus>;
}

export const initialModulesState: ModulesState = { modules: {} };

export function createModulesPart<S extends ModulesState>(): ModelPart<S, ModulesState> {
  return {
    area: 'micro',
    state: initialModulesState,
    reducers: {
      setModuleStatus(state, { payload }: ModelAction<{ name: string; status: ModuleLoadStatus }>) {
        if (!payload || state.modules[payload.name] === payload.status) return state;
        return { ...state, modules: { ...state.modules, [payload.name]: payload.status } };
      },
    },
  };
}

export function useModulesState<T>(select: (state: ModulesState) => T): T {
  return useGlobalState(initialModulesState, select);
}
