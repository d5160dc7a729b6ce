/** /hiam/role: every tenant's roles (site form, page hzero.system.role). */
import { RoleAdminPage } from './RoleAdminPage';

export default function RolesSitePage() {
  return <RoleAdminPage form="site" />;
}
