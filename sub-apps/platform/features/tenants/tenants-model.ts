import { defineModel, type EffectsCommandMap, type ModelAction } from '@polaris/core/core/model';
import { createRemoteListModel, type RemoteListState } from '@polaris/core/models/remote-list';
import { fetchSelfTenants, updateDefaultTenant } from '@polaris/core/services/iam/tenants';
import type { TenantDto } from '@polaris/core/services/iam/types';

const list = createRemoteListModel<TenantDto>('tenants', fetchSelfTenants);

export interface TenantsState extends RemoteListState<TenantDto> {
  /** The tenant being made the default, while the call runs. */
  savingTenantId?: number;
}

/** The user's tenants, and setting which one the next sign-in starts in. */
export const tenantsModel = defineModel<TenantsState>({
  ...list,
  reducers: {
    ...list.reducers,
    saving(state, { payload }: ModelAction<number | undefined>) {
      return { ...state, savingTenantId: payload };
    },
  },
  effects: {
    ...list.effects,
    *setDefault({ payload }: ModelAction<number>, { call, put }: EffectsCommandMap) {
      if (payload === undefined) return;
      yield put({ type: 'saving', payload });
      try {
        yield call(updateDefaultTenant, payload);
        yield put({ type: 'fetch' });
      } catch {
        // the request layer told the user why; the list stays as it was
      } finally {
        yield put({ type: 'saving', payload: undefined });
      }
    },
  },
});
