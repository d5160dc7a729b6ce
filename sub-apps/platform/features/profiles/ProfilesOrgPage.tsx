/** /hpfm/profile-org: the organisation's own system profiles. */
import { Profiles } from './ProfilesPage';

export default function ProfilesOrgPage() {
  return <Profiles scope="tenant" />;
}
