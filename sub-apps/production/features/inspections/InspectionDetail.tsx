/** One inspection result with its photos and files (the kit's attachment, read only). */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { StatusBadge } from '@polaris/core/kit/status/StatusBadge';
import {
  INSPECTION_BUCKET,
  INSPECTION_DIRECTORY,
  type InspectionDto,
} from '@polaris/core/services/production/orders-types';
import { defectPercent } from '@polaris/core/services/production/inspection-rule';
import { Descriptions, Typography } from 'antd';
import { inspectionResult } from './inspection-result';

export function InspectionDetail({ inspection }: { inspection: InspectionDto }) {
  const { t } = useIntl();
  const label = (field: string) => t(`mes.inspection.field.${field}`);
  const share = defectPercent(inspection.sampleSize, inspection.defectCount);
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={label('workOrderNum')}>
          {inspection.workOrderNum} ({inspection.planCode})
        </Descriptions.Item>
        <Descriptions.Item label={label('itemCode')}>{inspection.itemCode}</Descriptions.Item>
        <Descriptions.Item label={label('lotNumber')}>{inspection.lotNumber}</Descriptions.Item>
        <Descriptions.Item label={label('defects')}>
          {t('mes.inspection.defectsOf', {
            defects: inspection.defectCount,
            sample: inspection.sampleSize,
            share,
            aql: inspection.aqlPercent,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={label('result')}>
          <StatusBadge view={inspectionResult(inspection.result)} fallback={inspection.result} />
        </Descriptions.Item>
        <Descriptions.Item label={label('inspector')}>{inspection.inspector}</Descriptions.Item>
        <Descriptions.Item label={label('inspectionDate')}>
          {inspection.inspectionDate}
        </Descriptions.Item>
        {inspection.remark && (
          <Descriptions.Item label={label('remark')}>{inspection.remark}</Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {label('attachmentUuid')}
      </Typography.Title>
      {inspection.attachmentUuid ? (
        <Attachment
          readOnly
          bucketName={INSPECTION_BUCKET}
          directory={INSPECTION_DIRECTORY}
          value={inspection.attachmentUuid}
        />
      ) : (
        <Typography.Text type="secondary">{t('mes.inspection.noAttachment')}</Typography.Text>
      )}
    </>
  );
}
