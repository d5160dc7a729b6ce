/**
 * /hsdr/concurrent: the organisation's concurrent requests (the declaration is
 * concurrent-resource.tsx) and, in a second tab, the programs (programs-resource.tsx). The
 * requests' own behaviour: "Submit request" opens the program and parameter dialog; Log shows the
 * request's log as text.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { notifications } from '@polaris/core/request/notify';
import type { ConcurrentRequestDto } from '@polaris/core/services/scheduler/concurrent-types';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { concurrentRequestsResource as resource, permissionOf } from './concurrent-resource';
import { programsResource } from './programs-resource';
import { SubmitRequestDialog } from './SubmitRequestDialog';

function RequestsTab() {
  const { t } = useIntl();
  const client = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [logOf, setLogOf] = useState<ConcurrentRequestDto | null>(null);
  return (
    <ResourcePage
      resource={resource}
      bare
      caption={t('hsdr.concurrent.tab.requests')}
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

export default function ConcurrentPage() {
  const { t } = useIntl();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('hsdr.concurrent.title')}</h2>}>
      <Tabs
        items={[
          { key: 'requests', label: t('hsdr.concurrent.tab.requests'), children: <RequestsTab /> },
          {
            key: 'programs',
            label: t('hsdr.concurrent.tab.programs'),
            children: (
              <ResourcePage
                resource={programsResource}
                bare
                caption={t('hsdr.concurrent.tab.programs')}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
