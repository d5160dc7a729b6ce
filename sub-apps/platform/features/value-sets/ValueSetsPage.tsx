/**
 * /hpfm/value-list (platform) and /hpfm/value-list-org (an organisation's form): the value sets
 * (the declarations are value-sets-resource.tsx). Its own behaviour: Values opens the chosen
 * independent set's values in an editable table below the list, its row marked as chosen.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { LovHeaderDto } from '@polaris/core/services/platform/types';
import { useState } from 'react';
import { valueSetsResource, type ValueSetScope } from './value-sets-resource';
import { ValuesEditor } from './ValuesEditor';

export function ValueSets({ scope }: { scope: ValueSetScope }) {
  const [chosen, setChosen] = useState<LovHeaderDto | null>(null);
  return (
    <ResourcePage
      resource={valueSetsResource[scope]}
      onAction={{ open: setChosen }}
      rowClassName={(header) => (header.lovId === chosen?.lovId ? 'ant-table-row-selected' : '')}
      below={
        chosen && (
          <div style={{ marginTop: 24 }}>
            <ValuesEditor key={chosen.lovId} header={chosen} scope={scope} />
          </div>
        )
      }
    />
  );
}

/** /hpfm/value-list: the platform's form. */
export default function ValueSetsPage() {
  return <ValueSets scope="site" />;
}
