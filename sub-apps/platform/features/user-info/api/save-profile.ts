/** Saving the user's own name, email and phone; the user model then holds the saved values. */
import { useMutation } from '@tanstack/react-query';
import { useModelDispatch } from '@polaris/core/core/model/react';
import { notifications } from '@polaris/core/request/notify';
import { toCurrentUser } from '@polaris/core/services/iam/current-user';
import { updateSelfProfile, type SelfProfilePatch } from '@polaris/core/services/iam/users';

export function useSaveProfile() {
  const dispatch = useModelDispatch();
  return useMutation({
    mutationFn: (patch: SelfProfilePatch) => updateSelfProfile(patch),
    // a failure: the request layer told the user why, and the form keeps their input
    onSuccess: (saved) => {
      dispatch({ type: 'user/saveCurrentUser', payload: toCurrentUser(saved) });
      notifications.success();
    },
  });
}
