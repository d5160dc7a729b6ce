/**
 * /hpfm/data-hierarchy: every tenant's data hierarchy levels (levels-resource.tsx); Values opens
 * the chosen level's values below the list (values-resource.tsx), its row marked as chosen. What
 * is enabled here is what the tenant's users' header offers at its next load.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { HierarchyLevelDto } from '@polaris/core/services/platform/org-config-types';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { levelsResource } from './levels-resource';
import { valuesResource } from './values-resource';

function LevelValues({ level }: { level: HierarchyLevelDto }) {
  const { t } = useIntl();
  const resource = useMemo(() => valuesResource(level), [level]);
  const title = t('hpfm.dataHierarchy.values.title', { name: level.dataHierarchyName });
  return (
    <Card style={{ marginTop: 24 }} title={<h3 style={{ margin: 0, fontSize: 15 }}>{title}</h3>}>
      <ResourcePage resource={resource} bare caption={title} />
    </Card>
  );
}

export default function DataHierarchyPage() {
  const [chosen, setChosen] = useState<HierarchyLevelDto | null>(null);
  return (
    <ResourcePage
      resource={levelsResource}
      onAction={{ values: setChosen }}
      rowClassName={(level) =>
        level.dataHierarchyId === chosen?.dataHierarchyId ? 'ant-table-row-selected' : ''
      }
      below={chosen && <LevelValues key={chosen.dataHierarchyId} level={chosen} />}
    />
  );
}
