/** /hfle/storage: where each organisation's uploads go (the declaration: storage-config-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { storageConfigResource } from './storage-config-resource';

export default function StorageConfigPage() {
  return <ResourcePage resource={storageConfigResource} />;
}
