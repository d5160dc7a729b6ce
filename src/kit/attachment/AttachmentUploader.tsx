/**
 * The upload half of the attachment: a button that opens the file picker (limited to the
 * accepted extensions: the page's, narrowed by the bucket's upload configuration), the limits in words, then either the reason a file was refused (nothing
 * was sent), or its progress bar with Cancel, or the outcome. Usable alone, e.g. to upload into a
 * bucket from a list page:
 *
 *     <AttachmentUploader bucketName="hfle" directory="contracts" onUploaded={() => list.refetch()} />
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useIntl } from '../../i18n/useIntl';
import {
  acceptAttribute,
  DEFAULT_ACCEPT,
  DEFAULT_MAX_SIZE,
  formatFileSize,
  normaliseAccept,
  visibleFileName,
} from './rules';
import { useUploadConfig } from './api';
import { TextWithFileName } from './FileName';
import { applyUploadConfig } from './upload-config';
import { useUpload, type UploadTarget } from './use-upload';

const K = 'hzero.common.kit.attachment';

export interface AttachmentUploaderProps extends Omit<UploadTarget, 'accept' | 'maxSize'> {
  /** Extensions that may be sent (`pdf` or `.pdf`); default: the spec's kinds (DEFAULT_ACCEPT). */
  accept?: readonly string[];
  /** Bytes; default DEFAULT_MAX_SIZE (30 MiB). */
  maxSize?: number;
  disabled?: boolean;
}

const OUTCOME_TYPE = {
  refused: 'error',
  failed: 'error',
  cancelled: 'info',
  done: 'success',
} as const;

export function AttachmentUploader({
  accept = DEFAULT_ACCEPT,
  maxSize = DEFAULT_MAX_SIZE,
  disabled,
  ...target
}: AttachmentUploaderProps) {
  const { t } = useIntl();
  const input = useRef<HTMLInputElement>(null);
  // what the Upload Configuration page set for the bucket narrows the page's own limits
  const { config, ready, refresh } = useUploadConfig(
    target.bucketName,
    target.directory,
    target.scope,
  );
  const limits = applyUploadConfig({ accept, maxSize }, config);
  const { state, start, cancel } = useUpload({ ...target, ...limits });
  const uploading = state.phase === 'uploading';

  return (
    <Space direction="vertical" style={{ width: '100%' }} className="polaris-attachment-uploader">
      <Space wrap>
        <input
          ref={input}
          type="file"
          aria-label={t(`${K}.upload`)}
          accept={acceptAttribute(limits.accept)}
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same file may be chosen again
            // checked against the configuration as it is now, before anything is sent
            if (file) {
              void refresh().then((fresh) =>
                start(file, applyUploadConfig({ accept, maxSize }, fresh)),
              );
            }
          }}
        />
        <Button
          icon={<UploadOutlined />}
          disabled={disabled || uploading || !ready}
          onClick={() => input.current?.click()}
        >
          {t(`${K}.upload`)}
        </Button>
        <Typography.Text type="secondary">
          {t(`${K}.limits`, {
            max: formatFileSize(limits.maxSize),
            allowed: normaliseAccept(limits.accept).join(', '),
          })}
        </Typography.Text>
      </Space>
      {uploading && (
        <Space style={{ width: '100%' }}>
          <div
            role="progressbar"
            aria-label={t(`${K}.uploading`, { name: visibleFileName(state.fileName) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            style={{ minWidth: 240 }}
          >
            <Progress percent={state.percent} size="small" status="active" />
          </div>
          <Button size="small" onClick={cancel}>
            {t(`${K}.cancel`)}
          </Button>
        </Space>
      )}
      {state.phase !== 'idle' && state.phase !== 'uploading' && (
        <Alert
          type={OUTCOME_TYPE[state.phase]}
          showIcon
          message={<TextWithFileName text={state.message} name={state.fileName} />}
          role={OUTCOME_TYPE[state.phase] === 'error' ? 'alert' : 'status'}
        />
      )}
    </Space>
  );
}
