/**
 * The progress of one tenant initialisation: its steps as the gateway runs them (asked again every
 * 1.2 s while it runs: the request layer shares the same GET within a second), how long it took,
 * and for a failed step why, with Retry. When the run settles, the log and the tenants are asked
 * again.
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { StatusBadge } from '@polaris/core/kit/status/StatusBadge';
import { refetchWhile } from '@polaris/core/query/refetch-while';
import type { TenantInitLogDto } from '@polaris/core/services/platform/tenant-admin-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Space, Steps } from 'antd';
import { useEffect, useRef } from 'react';
import { fetchInitLog } from './api/fetch-init-log';
import { retryInit } from './api/retry-init';
import { formatDuration, initStatus, isRunning, stepView } from './init-status';

export const POLL_MS = 1200;
export const INIT_LOGS_KEY = ['hpfm', 'tenant-init-logs'] as const;
export const RETRY_CODE = 'hpfm.tenant-init.button.retry';

/** Asks the run again every POLL_MS while it runs. */
const whileRunning = refetchWhile((run: TenantInitLogDto) => isRunning(run.status), POLL_MS);

const runKey = (initLogId: number) => ['hpfm', 'tenant-init-log', initLogId] as const;

/** Asks the log and the tenants again once the run stops moving. */
function useSettledRefresh(run: TenantInitLogDto | undefined) {
  const client = useQueryClient();
  const wasRunning = useRef(false);
  useEffect(() => {
    if (!run) return;
    const running = isRunning(run.status);
    if (wasRunning.current && !running) {
      void client.invalidateQueries({ queryKey: INIT_LOGS_KEY });
      void client.invalidateQueries({ queryKey: ['hpfm', 'tenants'] });
    }
    wasRunning.current = running;
  }, [client, run]);
}

export function InitProgress({ initLogId }: { initLogId: number }) {
  const { t } = useIntl();
  const client = useQueryClient();
  const progress = useQuery({
    queryKey: runKey(initLogId),
    queryFn: () => fetchInitLog(initLogId),
    refetchInterval: whileRunning,
  });
  const retry = useMutation({
    mutationFn: () => retryInit(initLogId),
    onSuccess: (run) => {
      client.setQueryData(runKey(initLogId), run);
      void client.invalidateQueries({ queryKey: INIT_LOGS_KEY });
    },
  });
  const run = progress.data;
  useSettledRefresh(run);
  if (!run) return null;
  const failed = run.steps.find((step) => step.status === 'FAILED');
  return (
    <Card
      size="small"
      aria-label={t('hpfm.tenantInit.progress.title', { name: run.tenantName })}
      title={t('hpfm.tenantInit.progress.title', { name: run.tenantName })}
      extra={
        <Space>
          <StatusBadge view={initStatus(run.status)} />
          <span>{formatDuration(run.duration)}</span>
        </Space>
      }
    >
      <Steps
        size="small"
        items={run.steps.map((step) => ({
          title: t(`hpfm.tenantInit.step.${step.stepCode}`),
          status: stepView(step.status),
          description: step.endTime ?? undefined,
        }))}
      />
      {failed && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={t('hpfm.tenantInit.progress.failed', {
            step: t(`hpfm.tenantInit.step.${failed.stepCode}`),
          })}
          description={failed.message}
          action={
            <ButtonPermission
              permissionList={[RETRY_CODE]}
              loading={retry.isPending}
              onClick={() => retry.mutate()}
            >
              {t('hpfm.tenantInit.action.retry')}
            </ButtonPermission>
          }
        />
      )}
    </Card>
  );
}
