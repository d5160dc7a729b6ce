/** /hiam/sub-account-org: the organisation's users and its roles (a tenant administrator's page). */
import { UsersPage } from './UsersPage';

export default function UsersOrgPage() {
  return <UsersPage form="tenant" />;
}
