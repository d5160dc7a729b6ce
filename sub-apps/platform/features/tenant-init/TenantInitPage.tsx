/**
 * /hpfm/tenant-init: the log of tenant initialisations (tenant-init-resource.tsx) and, below it, the
 * progress of the one started or chosen last.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { useMemo, useState } from 'react';
import { InitProgress } from './InitProgress';
import { tenantInitResource } from './tenant-init-resource';

export default function TenantInitPage() {
  const [followed, setFollowed] = useState<number>();
  const resource = useMemo(() => tenantInitResource(setFollowed), []);
  return (
    <ResourcePage
      resource={resource}
      below={followed === undefined ? null : <InitProgress key={followed} initLogId={followed} />}
    />
  );
}
