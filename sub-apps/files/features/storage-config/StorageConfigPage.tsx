/**
 * /hfle/storage: where uploads go (the declaration: storage-config-resource), every
 * organisation's for a site-level role, the organisation's own for an organisation's role.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { sessionScope } from '@polaris/core/kit/resource/scope';
import { storageConfigResources } from './storage-config-resource';

export default function StorageConfigPage() {
  return <ResourcePage resource={storageConfigResources[sessionScope()]} />;
}
