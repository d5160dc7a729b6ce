/**
 * /hwfl/task: My Tasks (the declaration is todo-resource.tsx). Handle opens the task in a drawer:
 * its document and history, and a button per action it offers; each opens the action's dialog.
 * When an action lands the drawer closes, and the lists and histories are asked again.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { notifications } from '@polaris/core/request/notify';
import type { ProcessTaskDto, TaskAction } from '@polaris/core/services/workflow/process-types';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space } from 'antd';
import { useState } from 'react';
import { isDanger } from './action-fields';
import { TASK_CHANGES } from './task-columns';
import { TaskActionDialog } from './TaskActionDialog';
import { TaskDocument } from './TaskDocument';
import { todoResource } from './todo-resource';

export default function MyTasksPage() {
  const { t } = useIntl();
  const client = useQueryClient();
  const [open, setOpen] = useState<ProcessTaskDto | null>(null);
  const [acting, setActing] = useState<TaskAction | null>(null);

  const done = () => {
    notifications.success();
    setActing(null);
    setOpen(null);
    for (const key of TASK_CHANGES) void client.invalidateQueries({ queryKey: key });
  };

  return (
    <ResourcePage
      resource={todoResource}
      onAction={{ open: setOpen }}
      below={
        open && (
          <>
            <Drawer
              open
              width={640}
              title={t('hwfl.task.drawer', {
                process: open.processName,
                step: open.taskName,
                id: open.processInstanceId,
              })}
              onClose={() => setOpen(null)}
              footer={
                open.actions.length > 0 ? (
                  <Space wrap>
                    {open.actions.map((action) => (
                      <Button
                        key={action}
                        type={action === 'Approved' ? 'primary' : 'default'}
                        danger={isDanger(action)}
                        onClick={() => setActing(action)}
                      >
                        {t(`hwfl.task.do.${action}`)}
                      </Button>
                    ))}
                  </Space>
                ) : (
                  <Alert type="info" showIcon message={t('hwfl.task.none')} />
                )
              }
            >
              <TaskDocument task={open} />
            </Drawer>
            {acting && (
              <TaskActionDialog
                task={open}
                action={acting}
                onClose={() => setActing(null)}
                onDone={done}
              />
            )}
          </>
        )
      }
    />
  );
}
