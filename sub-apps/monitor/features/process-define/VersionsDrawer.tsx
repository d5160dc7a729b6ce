/**
 * Every version of a process, newest first: its status, when it was deployed and what it says;
 * Suspend (it starts no new instance) or Activate each, and the diagram of the one chosen (the
 * newest at first).
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { StatusTag } from '@polaris/core/kit/status/StatusBadge';
import { notifications } from '@polaris/core/request/notify';
import type { ProcessDefinitionRow } from '@polaris/core/services/workflow/definition-admin-types';
import type { ProcessDefinitionDto } from '@polaris/core/services/workflow/process-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ProcessDiagram } from '../process-diagram';
import { fetchDefinitionVersions } from './api/fetch-definition-versions';
import { setDefinitionStatus } from './api/set-definition-status';
import { definePermission, definitionStatus } from './process-define-resource';

export function VersionsDrawer(props: {
  process: ProcessDefinitionRow;
  /** The list this process is in (asked again after a change). */
  listKey: readonly unknown[];
  onClose(): void;
}) {
  const { t } = useIntl();
  const client = useQueryClient();
  const key = ['hwfl', 'definition-versions', props.process.definitionId];
  const versions = useQuery({
    queryKey: key,
    queryFn: () => fetchDefinitionVersions(props.process.definitionId, { fresh: true }),
  });
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = versions.data?.find((v) => v.definitionId === shownId) ?? versions.data?.[0];
  const change = useMutation({
    mutationFn: (version: ProcessDefinitionDto) =>
      setDefinitionStatus(
        version.definitionId,
        version.status === 'DEPLOYED' ? 'SUSPENDED' : 'DEPLOYED',
      ),
    onSuccess: () => {
      notifications.success();
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: props.listKey });
    },
  });
  return (
    <Drawer
      open
      width={760}
      onClose={props.onClose}
      title={t('hwfl.processDefine.versions.title', {
        key: props.process.processKey,
        name: props.process.name,
      })}
    >
      <QueryFailure query={versions} />
      <Table<ProcessDefinitionDto>
        rowKey="definitionId"
        size="small"
        pagination={false}
        loading={versions.isPending}
        dataSource={versions.data ?? []}
        rowClassName={(v) =>
          v.definitionId === shown?.definitionId ? 'ant-table-row-selected' : ''
        }
        columns={[
          {
            key: 'version',
            title: t('hwfl.processDefine.field.version'),
            width: 70,
            render: (_, v) => `v${v.version}`,
          },
          { key: 'name', title: t('hwfl.processDefine.field.name'), dataIndex: 'name' },
          {
            key: 'status',
            title: t('hwfl.processDefine.field.status'),
            width: 100,
            render: (_, v) => <StatusTag view={definitionStatus(v.status)} />,
          },
          {
            key: 'deployTime',
            title: t('hwfl.processDefine.field.deployTime'),
            dataIndex: 'deployTime',
            width: 160,
          },
          {
            key: 'actions',
            title: t('hwfl.processDefine.field.actions'),
            width: 170,
            render: (_, v) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setShownId(v.definitionId)}>
                  {t('hwfl.processDefine.action.detail')}
                </Button>
                <ButtonPermission
                  type="link"
                  size="small"
                  danger={v.status === 'DEPLOYED'}
                  permissionList={[definePermission('status')]}
                  loading={change.isPending && change.variables?.definitionId === v.definitionId}
                  onClick={() => change.mutate(v)}
                >
                  {t(
                    v.status === 'DEPLOYED'
                      ? 'hwfl.processDefine.action.suspend'
                      : 'hwfl.processDefine.action.activate',
                  )}
                </ButtonPermission>
              </Space>
            ),
          },
        ]}
      />
      {shown && (
        <section style={{ marginTop: 16 }} aria-label={t('hwfl.processDefine.versions.diagram')}>
          <Typography.Title level={5}>
            {t('hwfl.processDefine.diagram.title', { name: shown.name, version: shown.version })}
          </Typography.Title>
          {shown.description && <Typography.Paragraph>{shown.description}</Typography.Paragraph>}
          <ProcessDiagram nodes={shown.nodes} flows={shown.flows} />
        </section>
      )}
    </Drawer>
  );
}
