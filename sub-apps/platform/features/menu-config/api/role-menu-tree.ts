/** The current role's menu tree, as the menu configuration page lists it. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { getSession } from '@polaris/core/session/current-session';

export function useRoleMenuTree() {
  const { language } = useIntl();
  const roleId = getSession().roleId ?? 0;
  return useQuery({
    queryKey: ['iam', 'menu-tree', roleId, language],
    queryFn: () => fetchMenuTree({ lang: language, roleId }),
  });
}
