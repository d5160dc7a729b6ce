/**
 * Audit Data (/hmnt/audit-data, organisation form /hmnt/audit-data-org; the declaration is
 * audit-data-resource.tsx). Its own behaviour: a row opens the record's versions (and their field
 * diff) or its audit log in a drawer, or the record's own page in a tab; a page address off the
 * product is refused in words above the list.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { AuditDataDto } from '@polaris/core/services/monitor/types';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { Alert } from 'antd';
import { useState } from 'react';
import { usePageRouteLookup, type RecordRef } from './api/use-audit-data';
import { auditDataResources, type AuditDataScope } from './audit-data-resource';
import { AuditLogDrawer } from './AuditLogDrawer';
import { pageTarget } from './open-page';
import { RecordVersionsDrawer } from './RecordVersionsDrawer';

const recordOf = (row: AuditDataDto): RecordRef => ({
  entityCode: row.entityCode ?? '',
  entityId: row.entityId ?? 0,
});

export function AuditDataView({ scope }: { scope: AuditDataScope }) {
  const { t } = useIntl();
  const [versionsOf, setVersionsOf] = useState<RecordRef | null>(null);
  const [logOf, setLogOf] = useState<RecordRef | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lookupRoute = usePageRouteLookup();
  const navigation = usePageNavigation();

  const openPage = async (row: AuditDataDto) => {
    setRefusal(null);
    const answer = await lookupRoute(row.entityCode ?? '').catch(() => null);
    if (!answer) return; // the request client has told the user
    const target = pageTarget(answer.route);
    if (target.kind === 'open') navigation.open(target.path);
    else if (target.kind === 'none') setRefusal(t('hmnt.auditData.openPage.none'));
    else setRefusal(t('hmnt.auditData.openPage.refused', { route: target.route }));
  };

  return (
    <ResourcePage
      resource={auditDataResources[scope]}
      onAction={{
        versions: (row) => setVersionsOf(recordOf(row)),
        log: (row) => setLogOf(recordOf(row)),
        openPage: (row) => void openPage(row),
      }}
      above={
        refusal && (
          <Alert
            type="warning"
            showIcon
            closable
            message={refusal}
            onClose={() => setRefusal(null)}
            style={{ marginBottom: 12 }}
          />
        )
      }
      below={
        <>
          {versionsOf && (
            <RecordVersionsDrawer
              record={versionsOf}
              scope={scope}
              onClose={() => setVersionsOf(null)}
            />
          )}
          {logOf && <AuditLogDrawer record={logOf} onClose={() => setLogOf(null)} />}
        </>
      }
    />
  );
}
