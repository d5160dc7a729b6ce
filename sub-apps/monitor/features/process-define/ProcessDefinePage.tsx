/**
 * /hwfl/process-define: the processes (the declaration: process-define-resource.tsx) and what
 * only this page does: Versions opens every version of a process (suspend, activate, diagrams),
 * Deploy a new version from a row, "Deploy from file" one from a definition file.
 */
import { UploadOutlined } from '@ant-design/icons';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { sessionScope } from '@polaris/core/kit/resource/scope';
import { notifications } from '@polaris/core/request/notify';
import type { ProcessDefinitionRow } from '@polaris/core/services/workflow/definition-admin-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeployDialog, type DeploySource } from './DeployDialog';
import { definePermission, processDefineResources } from './process-define-resource';
import { VersionsDrawer } from './VersionsDrawer';

export default function ProcessDefinePage() {
  const { t } = useIntl();
  const client = useQueryClient();
  const scope = sessionScope();
  const resource = processDefineResources[scope];
  const [versionsOf, setVersionsOf] = useState<ProcessDefinitionRow | null>(null);
  const [deploying, setDeploying] = useState<DeploySource | null>(null);
  const deployed = () => {
    notifications.success();
    void client.invalidateQueries({ queryKey: resource.key });
    void client.invalidateQueries({ queryKey: ['hwfl', 'definition-versions'] });
  };
  return (
    <ResourcePage
      resource={resource}
      onAction={{ versions: setVersionsOf, deploy: (row) => setDeploying({ from: row }) }}
      toolbar={
        <ButtonPermission
          icon={<UploadOutlined />}
          permissionList={[definePermission('deploy')]}
          onClick={() => setDeploying({ file: true })}
        >
          {t('hwfl.processDefine.action.deployFile')}
        </ButtonPermission>
      }
      below={
        <>
          {versionsOf && (
            <VersionsDrawer
              process={versionsOf}
              listKey={resource.key}
              onClose={() => setVersionsOf(null)}
            />
          )}
          {deploying && (
            <DeployDialog
              source={deploying}
              scope={scope}
              onClose={() => setDeploying(null)}
              onDeployed={deployed}
            />
          )}
        </>
      }
    />
  );
}
