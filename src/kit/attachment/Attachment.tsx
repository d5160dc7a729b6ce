/**
 * A file attachment (spec section 3): the files stored under one attachment UUID in one bucket,
 * with upload (progress, cancel, extension and size checked before sending), download, image
 * preview and delete. Works as a form field: `value` is the attachment UUID and `onChange` gets a
 * new one when the first file is uploaded into an empty attachment.
 *
 *     <Form.Item name="attachmentUuid" label={t('hmsg.notice.attachments')}>
 *       <Attachment bucketName="hmsg" directory="notices" accept={['pdf', 'png']} />
 *     </Form.Item>
 *
 * Needs the ServerDataProvider every sub-app page has (its list is a react-query query).
 */
import { Space } from 'antd';
import { useState } from 'react';
import type { TenantScope } from '../../services/shared';
import {
  attachmentFilesKey,
  useAttachmentFiles,
  useDeleteStoredFile,
  type DeleteMode,
} from './api';
import { AttachmentFileList } from './AttachmentFileList';
import { AttachmentUploader } from './AttachmentUploader';
import { useFileActions, type DownloadMode } from './use-file-actions';
import type { UploadedFile } from './use-upload';

export interface AttachmentProps {
  /** The attachment UUID; none: one is obtained with the first upload and given to onChange. */
  value?: string;
  onChange?(attachmentUUID: string): void;
  /** A bucket of spec section 9 (FILE_BUCKETS). */
  bucketName: string;
  directory?: string;
  storageCode?: string;
  /** Extensions that may be uploaded (`pdf` or `.pdf`); default DEFAULT_ACCEPT. */
  accept?: readonly string[];
  /** Bytes; default DEFAULT_MAX_SIZE (30 MiB). */
  maxSize?: number;
  /** Which delete call of spec section 7 removes a file; default `uuid-url`. */
  deleteMode?: DeleteMode;
  /** Default `array-buffer`. */
  downloadMode?: DownloadMode;
  /** Path form of the calls; default `auto` (the organisation for tenant-level roles). */
  scope?: TenantScope;
  /** Show and download only: no upload, no delete. */
  readOnly?: boolean;
  onUploaded?(file: UploadedFile): void;
}

export function Attachment({
  value,
  onChange,
  bucketName,
  directory,
  storageCode,
  accept,
  maxSize,
  deleteMode = 'uuid-url',
  downloadMode = 'array-buffer',
  scope = 'auto',
  readOnly = false,
  onUploaded,
}: AttachmentProps) {
  const [own, setOwn] = useState<string | undefined>(undefined);
  const attachmentUUID = value ?? own;
  const location = { bucketName, directory, storageCode };
  const files = useAttachmentFiles(attachmentUUID, location, scope);
  const remove = useDeleteStoredFile(deleteMode, scope, attachmentFilesKey(attachmentUUID));
  const actions = useFileActions({ scope, downloadMode });

  const uploaded = (file: UploadedFile) => {
    if (file.attachmentUUID !== attachmentUUID) {
      setOwn(file.attachmentUUID);
      onChange?.(file.attachmentUUID);
    } else void files.refetch();
    onUploaded?.(file);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} className="polaris-attachment">
      {!readOnly && (
        <AttachmentUploader
          {...location}
          attachmentUUID={attachmentUUID}
          accept={accept}
          maxSize={maxSize}
          scope={scope}
          onUploaded={uploaded}
        />
      )}
      {actions.holder}
      <AttachmentFileList
        files={attachmentUUID ? (files.data ?? []) : []}
        loading={files.isFetching}
        actions={actions}
        onDelete={readOnly ? undefined : (file) => remove.mutateAsync({ file, attachmentUUID })}
      />
    </Space>
  );
}
