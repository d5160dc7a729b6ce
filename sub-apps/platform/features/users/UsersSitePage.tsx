/** /hiam/sub-account-site: every user of the platform (a platform administrator's page). */
import { UsersPage } from './UsersPage';

export default function UsersSitePage() {
  return <UsersPage form="site" />;
}
