/**
 * Upload into a bucket: choose the bucket (spec section 9) and an optional directory, then the
 * kit's uploader (extension and size checked first, progress, Cancel). Each file gets an
 * attachment UUID of its own; the list is asked again after each upload.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { AttachmentUploader } from '@polaris/core/kit/attachment/AttachmentUploader';
import { FILE_BUCKETS } from '@polaris/core/services/file/types';
import { Card, Col, Input, Row, Select } from 'antd';
import { useState } from 'react';

const BUCKET_OPTIONS = FILE_BUCKETS.map((bucket) => ({ value: bucket, label: bucket }));

export function UploadPanel({ onUploaded }: { onUploaded(): void }) {
  const { t } = useIntl();
  const [bucketName, setBucket] = useState<string>('hfle');
  const [directory, setDirectory] = useState('');
  const field = (name: string) => t(`hfle.fileAggregate.field.${name}`);

  return (
    <Card size="small" title={t('hfle.fileAggregate.upload.title')} style={{ marginBottom: 16 }}>
      <Row gutter={12} align="top">
        <Col flex="160px">
          <Select
            aria-label={field('bucketName')}
            value={bucketName}
            options={BUCKET_OPTIONS}
            onChange={setBucket}
            style={{ width: '100%' }}
          />
        </Col>
        <Col flex="240px">
          <Input
            aria-label={field('directory')}
            placeholder={t('hfle.fileAggregate.upload.directory')}
            value={directory}
            onChange={(event) => setDirectory(event.target.value)}
          />
        </Col>
        <Col flex="auto">
          <AttachmentUploader
            bucketName={bucketName}
            directory={directory.trim() || undefined}
            onUploaded={onUploaded}
          />
        </Col>
      </Row>
    </Card>
  );
}
