/** /wuye/owner: the organisation's owners and their houses (the declaration is owners-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { ownersResource } from './owners-resource';

export default function OwnersPage() {
  return <ResourcePage resource={ownersResource} />;
}
