/** /hpfm/multi-language: translations of records (the declaration is multi-language-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { multiLanguageResource } from './multi-language-resource';

export default function MultiLanguagePage() {
  return <ResourcePage resource={multiLanguageResource} />;
}
