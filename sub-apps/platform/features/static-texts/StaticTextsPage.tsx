/** /hpfm/static-text: the platform's rich texts (the declaration is static-texts-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { staticTextsResource } from './static-texts-resource';

export default function StaticTextsPage() {
  return <ResourcePage resource={staticTextsResource} />;
}
