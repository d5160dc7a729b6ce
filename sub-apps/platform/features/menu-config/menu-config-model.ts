import { getLanguage } from '@polaris/core/i18n/intl';
import { createRemoteListModel } from '@polaris/core/models/remote-list';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { getSession } from '@polaris/core/session/current-session';

/** The current role's menu tree, as the menu configuration page lists it. */
export const menuConfigModel = createRemoteListModel('menuConfig', () =>
  fetchMenuTree({ lang: getLanguage(), roleId: getSession().roleId ?? 0 }),
);
