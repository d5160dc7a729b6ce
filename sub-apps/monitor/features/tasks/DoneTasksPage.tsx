/**
 * /hwfl/task-done: Done Tasks (the declaration is done-resource.tsx). Recall opens its dialog
 * (a comment is required); when it lands the step is the user's again, in My Tasks.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { notifications } from '@polaris/core/request/notify';
import type { ProcessTaskDto } from '@polaris/core/services/workflow/process-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { doneResource } from './done-resource';
import { TASK_CHANGES } from './task-columns';
import { TaskActionDialog } from './TaskActionDialog';

export default function DoneTasksPage() {
  const client = useQueryClient();
  const [recalling, setRecalling] = useState<ProcessTaskDto | null>(null);
  const done = () => {
    notifications.success();
    setRecalling(null);
    for (const key of TASK_CHANGES) void client.invalidateQueries({ queryKey: key });
  };
  return (
    <ResourcePage
      resource={doneResource}
      onAction={{ recall: setRecalling }}
      below={
        recalling && (
          <TaskActionDialog
            task={recalling}
            action="Recall"
            onClose={() => setRecalling(null)}
            onDone={done}
          />
        )
      }
    />
  );
}
