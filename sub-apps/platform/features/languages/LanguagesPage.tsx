/** /hpfm/languages: the languages the platform offers (the declaration is languages-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { languagesResource } from './languages-resource';

export default function LanguagesPage() {
  return <ResourcePage resource={languagesResource} />;
}
