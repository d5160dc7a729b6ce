/** /hpfm/organization-org: the organisation's own unit tree. */
import { OrganizationCard } from './OrganizationPage';
import { UnitTree } from './UnitTree';

export default function OrganizationOrgPage() {
  return (
    <OrganizationCard>
      <UnitTree scope="tenant" />
    </OrganizationCard>
  );
}
