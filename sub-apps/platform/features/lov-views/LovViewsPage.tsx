/** /hpfm/lov-view: the lookup views (the declaration is lov-views-resource.tsx); nothing of its own. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { lovViewsResource } from './lov-views-resource';

export default function LovViewsPage() {
  return <ResourcePage resource={lovViewsResource} />;
}
