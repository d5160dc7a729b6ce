/**
 * /hwfl/monitor: the instances that have not ended (the declaration: monitor-resource.tsx) and
 * what only this page does: Reassign and Terminate open their dialogs.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { sessionScope } from '@polaris/core/kit/resource/scope';
import { notifications } from '@polaris/core/request/notify';
import type { MonitorInstanceDto } from '@polaris/core/services/workflow/monitor-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { monitorResources } from './monitor-resource';
import { OperationDialog, type Operation } from './OperationDialog';

export default function MonitorPage() {
  const client = useQueryClient();
  const resource = monitorResources[sessionScope()];
  const [open, setOpen] = useState<{ operation: Operation; row: MonitorInstanceDto } | null>(null);
  return (
    <ResourcePage
      resource={resource}
      onAction={{
        reassign: (row) => setOpen({ operation: 'reassign', row }),
        terminate: (row) => setOpen({ operation: 'terminate', row }),
      }}
      below={
        open && (
          <OperationDialog
            operation={open.operation}
            instance={open.row}
            onClose={() => setOpen(null)}
            onDone={() => {
              notifications.success();
              void client.invalidateQueries({ queryKey: resource.key });
              void client.invalidateQueries({ queryKey: ['hwfl', 'instance-diagram'] });
            }}
          />
        )
      }
    />
  );
}
