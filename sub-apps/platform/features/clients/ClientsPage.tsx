/** /hiam/client: the OAuth clients (the declaration is clients-resource.tsx); nothing of its own. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { clientsResource } from './clients-resource';

export default function ClientsPage() {
  return <ResourcePage resource={clientsResource} />;
}
