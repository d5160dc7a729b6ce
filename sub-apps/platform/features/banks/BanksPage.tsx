/** /hpfm/bank: the platform's banks (the declaration is banks-resource.tsx); nothing of its own. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { banksResource } from './banks-resource';

export default function BanksPage() {
  return <ResourcePage resource={banksResource} />;
}
