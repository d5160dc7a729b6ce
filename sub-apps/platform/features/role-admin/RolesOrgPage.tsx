/** /hiam/role-org: the organisation's roles (tenant form, page hzero.org.role). */
import { RoleAdminPage } from './RoleAdminPage';

export default function RolesOrgPage() {
  return <RoleAdminPage form="tenant" />;
}
