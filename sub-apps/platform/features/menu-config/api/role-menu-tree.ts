/** The current role's menu tree, as the menu configuration page lists it. */
import { useQuery } from '@tanstack/react-query';
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';

/** The role and the language are part of the key: switching either asks again. */
export function useRoleMenuTree() {
  const { language } = useIntl();
  const roleId = useModelState(userModel, (state) => state.currentUser?.currentRoleId) ?? 0;
  return useQuery({
    queryKey: ['iam', 'menu-tree', roleId, language],
    queryFn: () => fetchMenuTree({ lang: language, roleId }),
  });
}
