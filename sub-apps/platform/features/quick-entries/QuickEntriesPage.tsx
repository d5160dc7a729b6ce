/** /hpfm/quick-entry: what each role's workplace card lists (the declaration is quick-entries-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { quickEntriesResource } from './quick-entries-resource';

export default function QuickEntriesPage() {
  return <ResourcePage resource={quickEntriesResource} />;
}
