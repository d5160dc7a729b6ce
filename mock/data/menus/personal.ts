// The personal pages every role of every seed user has: real pages of the platform sub-app.
import { innerLink, page, root, type MenuDef } from './define';

export const personalMenu: MenuDef = root('hzero.personal', '个人设置', 'Personal', 'user', [
  page('hzero.user.info', '个人中心', 'Personal Centre', 'user', '/hiam/user/info'),
  page('hzero.user.roles', '我的角色', 'My Roles', 'team', '/hiam/user/roles'),
  page('hzero.user.tenants', '我的租户', 'My Tenants', 'appstore', '/hpfm/tenants/mine'),
  innerLink('hzero.user.guide', '开发指南', 'Developer Guide', 'file', '/mock-docs/guide.html'),
]);
