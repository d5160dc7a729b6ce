import { ValueSets } from './ValueSetsPage';

/** /hpfm/value-list-org: an organisation's own sets, and the platform's read-only. */
export default function ValueSetsOrgPage() {
  return <ValueSets scope="tenant" />;
}
