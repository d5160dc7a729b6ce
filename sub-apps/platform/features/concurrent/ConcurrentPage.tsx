/**
 * /hsdr/concurrent: the organisation's concurrent requests (the declaration is
 * concurrent-resource.tsx). Its own behaviour: "Submit request" opens the program and parameter
 * dialog; Log shows the request's log as text; while a request shown is pending or running the
 * list refreshes every two seconds.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { notifications } from '@polaris/core/request/notify';
import type { ConcurrentRequestDto } from '@polaris/core/services/scheduler/concurrent-types';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import {
  concurrentRequestsResource as resource,
  isActive,
  permissionOf,
} from './concurrent-resource';
import { SubmitRequestDialog } from './SubmitRequestDialog';
import { useRefreshWhile } from './use-refresh-while';

export default function ConcurrentPage() {
  const { t } = useIntl();
  const client = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [logOf, setLogOf] = useState<ConcurrentRequestDto | null>(null);
  useRefreshWhile(resource.key, isActive);
  return (
    <ResourcePage
      resource={resource}
      onAction={{ log: setLogOf }}
      toolbar={
        <ButtonPermission
          type="primary"
          icon={<PlusOutlined />}
          permissionList={[permissionOf('submit')]}
          onClick={() => setSubmitting(true)}
        >
          {t('hsdr.concurrent.action.submit')}
        </ButtonPermission>
      }
      below={
        <>
          {submitting && (
            <SubmitRequestDialog
              onClose={() => setSubmitting(false)}
              onSaved={() => {
                notifications.success();
                void client.invalidateQueries({ queryKey: resource.key });
              }}
            />
          )}
          <Modal
            open={logOf !== null}
            title={logOf && t('hsdr.concurrent.log.title', { id: logOf.requestId })}
            footer={null}
            onCancel={() => setLogOf(null)}
            destroyOnHidden
          >
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{logOf?.log}</pre>
          </Modal>
        </>
      }
    />
  );
}
