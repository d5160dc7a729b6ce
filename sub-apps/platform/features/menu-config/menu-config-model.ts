import { getLanguage } from '@polaris/core/i18n/intl';
import { createRemoteListModel } from '@polaris/core/models/remote-list';
import { fetchCurrentRole } from '@polaris/core/services/iam/roles';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';

/** The current role's menu tree, as the menu configuration page lists it. */
export const menuConfigModel = createRemoteListModel('menuConfig', async () => {
  const role = await fetchCurrentRole();
  return fetchMenuTree({ lang: getLanguage(), roleId: role.id });
});
