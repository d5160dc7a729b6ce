/**
 * /hpfm/country: the platform's countries (countries-resource.tsx). Its own behaviour: Regions
 * shows the chosen country's regions below the list (regions-resource.tsx), its row marked.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { CountryAdminDto } from '@polaris/core/services/platform/master-data-types';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { countriesResource } from './countries-resource';
import { regionsResource } from './regions-resource';

function Regions({ country }: { country: CountryAdminDto }) {
  const { t } = useIntl();
  const resource = useMemo(() => regionsResource(country), [country]);
  const caption = t('hpfm.region.caption', { name: country.countryName });
  return (
    <Card style={{ marginTop: 24 }} title={<h3 style={{ margin: 0, fontSize: 15 }}>{caption}</h3>}>
      <ResourcePage resource={resource} bare caption={caption} />
    </Card>
  );
}

export default function CountriesPage() {
  const [chosen, setChosen] = useState<CountryAdminDto | null>(null);
  return (
    <ResourcePage
      resource={countriesResource}
      onAction={{ regions: setChosen }}
      rowClassName={(country) =>
        country.countryId === chosen?.countryId ? 'ant-table-row-selected' : ''
      }
      below={chosen && <Regions key={chosen.countryId} country={chosen} />}
    />
  );
}
