/** /hfle/upload-config: what each bucket accepts (the declaration is upload-config-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { uploadConfigResource } from './upload-config-resource';

export default function UploadConfigPage() {
  return <ResourcePage resource={uploadConfigResource} />;
}
