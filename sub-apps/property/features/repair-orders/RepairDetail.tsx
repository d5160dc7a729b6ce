/** One repair order: who reported what for which house, who repaired it, and its photos. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { StatusBadge } from '@polaris/core/kit/status/StatusBadge';
import {
  REPAIR_BUCKET,
  REPAIR_DIRECTORY,
  type RepairOrderDto,
} from '@polaris/core/services/property/service-types';
import { Descriptions, Typography } from 'antd';
import { repairStatus } from './repair-status';

const FIELDS = [
  'reporter',
  'phone',
  'description',
  'workerName',
  'createdAt',
  'dispatchedAt',
  'closedAt',
  'resolution',
] as const;

export function RepairDetail({ order }: { order: RepairOrderDto }) {
  const { t } = useIntl();
  const label = (field: string) => t(`wuye.repair.field.${field}`);
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={label('houseName')}>{order.houseName}</Descriptions.Item>
        <Descriptions.Item label={label('status')}>
          <StatusBadge view={repairStatus(order.status)} fallback={order.status} />
        </Descriptions.Item>
        {FIELDS.filter((field) => order[field] !== null).map((field) => (
          <Descriptions.Item key={field} label={label(field)}>
            {order[field]}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {label('attachmentUuid')}
      </Typography.Title>
      {order.attachmentUuid ? (
        <Attachment
          readOnly
          bucketName={REPAIR_BUCKET}
          directory={REPAIR_DIRECTORY}
          value={order.attachmentUuid}
        />
      ) : (
        <Typography.Text type="secondary">{t('wuye.repair.noPhotos')}</Typography.Text>
      )}
    </>
  );
}
