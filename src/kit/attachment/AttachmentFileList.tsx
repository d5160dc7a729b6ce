/**
 * The files of a list, each with its name (a download link; isolated in a `<bdi>`, see
 * FileName.tsx), size and upload time, Preview for
 * images and, unless read-only, Delete after a confirmation. The caller gives the files and what
 * a delete does; the Attachment component wires it to its attachment.
 */
import { Button, List, Space, Typography } from 'antd';
import { useIntl } from '../../i18n/useIntl';
import type { FileDto } from '../../services/file/types';
import { useModalHelper } from '../modal/use-modal-helper';
import { FileName, TextWithFileName } from './FileName';
import { formatFileSize, isPreviewableImage, visibleFileName } from './rules';
import type { useFileActions } from './use-file-actions';

const K = 'hzero.common.kit.attachment';

export interface AttachmentFileListProps {
  files: FileDto[];
  loading?: boolean;
  actions: Pick<ReturnType<typeof useFileActions>, 'download' | 'preview'>;
  /** Deletes the file (resolves when done); none: no Delete. */
  onDelete?(file: FileDto): Promise<unknown>;
}

export function AttachmentFileList({ files, loading, actions, onDelete }: AttachmentFileListProps) {
  const { t } = useIntl();
  const [modals, modalHolder] = useModalHelper();
  const confirmDelete = (file: FileDto) =>
    modals.open({
      title: (
        <TextWithFileName
          text={t(`${K}.deleteConfirm`, { name: visibleFileName(file.fileName) })}
          name={file.fileName}
        />
      ),
      okButtonProps: { danger: true },
      okText: t(`${K}.delete`),
      onOk: () => onDelete?.(file),
    });

  return (
    <section aria-label={t(`${K}.files`)}>
      {modalHolder}
      <List<FileDto>
        size="small"
        loading={loading}
        locale={{ emptyText: t(`${K}.none`) }}
        dataSource={files}
        rowKey={(file) => file.fileUrl}
        renderItem={(file) => (
          <List.Item
            actions={[
              isPreviewableImage(file) && (
                <Button
                  key="preview"
                  type="link"
                  size="small"
                  onClick={() => actions.preview(file)}
                >
                  {t(`${K}.preview`)}
                </Button>
              ),
              onDelete && (
                <Button
                  key="delete"
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(file)}
                >
                  {t(`${K}.delete`)}
                </Button>
              ),
            ].filter(Boolean)}
          >
            <Space size="middle" wrap>
              <Button
                type="link"
                style={{ padding: 0 }}
                aria-label={t(`${K}.download`, { name: visibleFileName(file.fileName) })}
                onClick={() => actions.download(file)}
              >
                <FileName name={file.fileName} />
              </Button>
              <Typography.Text type="secondary">{formatFileSize(file.fileSize)}</Typography.Text>
              <Typography.Text type="secondary">{file.creationDate}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </section>
  );
}
