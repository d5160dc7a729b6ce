/**
 * /wuye/charge-standard: the organisation's charge standards (the declaration is
 * charge-standards-resource.tsx), with its charging parameters above them (the room label).
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { chargeStandardsResource } from './charge-standards-resource';
import { HouseAliasPanel } from './HouseAliasPanel';

export default function ChargeStandardsPage() {
  return <ResourcePage resource={chargeStandardsResource} above={<HouseAliasPanel />} />;
}
