import { defineModel, type EffectsCommandMap, type ModelAction } from '@polaris/core/core/model';
import { notifications } from '@polaris/core/request/notify';
import { toCurrentUser } from '@polaris/core/services/iam/current-user';
import type { SelfUserDto } from '@polaris/core/services/iam/types';
import { updateSelfProfile, type SelfProfilePatch } from '@polaris/core/services/iam/users';

export interface ProfileState {
  saving: boolean;
}

/** Saving the user's own name, email and phone; resolves true when saved. */
export const profileModel = defineModel<ProfileState>({
  namespace: 'profile',
  state: { saving: false },
  reducers: {
    setSaving(state, { payload }: ModelAction<boolean>) {
      return { ...state, saving: payload === true };
    },
  },
  effects: {
    *save({ payload }: ModelAction<SelfProfilePatch>, { call, put }: EffectsCommandMap) {
      yield put({ type: 'setSaving', payload: true });
      try {
        const saved: SelfUserDto = yield call(updateSelfProfile, payload ?? {});
        yield put({ type: 'user/saveCurrentUser', payload: toCurrentUser(saved) });
        notifications.success();
        return true;
      } catch {
        return false; // the request layer told the user why; the form keeps their input
      } finally {
        yield put({ type: 'setSaving', payload: false });
      }
    },
  },
});
