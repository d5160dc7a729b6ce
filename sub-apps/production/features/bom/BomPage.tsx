/**
 * /mes/bom: the bills of materials (the declaration is bom-resource.tsx). Its own behaviour:
 * Open shows the chosen BOM's lines below the list as a tree, edited in the kit's table.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { BomDto } from '@polaris/core/services/production/engineering-types';
import { useState } from 'react';
import { BomEditor } from './BomEditor';
import { bomResource } from './bom-resource';

export default function BomPage() {
  const [chosen, setChosen] = useState<BomDto | null>(null);
  return (
    <ResourcePage
      resource={bomResource}
      onAction={{ open: setChosen }}
      rowClassName={(bom) => (bom.bomId === chosen?.bomId ? 'ant-table-row-selected' : '')}
      below={
        chosen && (
          <div style={{ marginTop: 24 }}>
            <BomEditor key={chosen.bomId} bomId={chosen.bomId} />
          </div>
        )
      }
    />
  );
}
