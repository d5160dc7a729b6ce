/** /hpfm/currency: the currencies (the declaration is currencies-resource.tsx); nothing of its own. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { currenciesResource } from './currencies-resource';

export default function CurrenciesPage() {
  return <ResourcePage resource={currenciesResource} />;
}
