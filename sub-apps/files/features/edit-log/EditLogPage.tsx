/** /hfle/edit-log: the file edit log, read only (the declaration: edit-log-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { sessionScope } from '@polaris/core/kit/resource/scope';
import { editLogResources } from './edit-log-resource';

export default function EditLogPage() {
  return <ResourcePage resource={editLogResources[sessionScope()]} />;
}
