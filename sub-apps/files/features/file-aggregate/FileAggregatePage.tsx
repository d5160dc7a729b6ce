/**
 * /hfle/file-aggregate (File Summary; the declaration is file-aggregate-resource.tsx). Its own
 * behaviour: download and preview through the kit's file actions; Delete asks first with the
 * file's name in a <bdi> (a right-to-left override cannot make `.exe` read as `.jpg`), which a
 * declared confirmation (text keys only) cannot show; the upload panel above the search, after
 * which the list is asked again.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { TextWithFileName } from '@polaris/core/kit/attachment/FileName';
import { visibleFileName } from '@polaris/core/kit/attachment/rules';
import { useFileActions } from '@polaris/core/kit/attachment/use-file-actions';
import { useModalHelper } from '@polaris/core/kit/modal/use-modal-helper';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { FileAggregateDto } from '@polaris/core/services/file/types';
import { useQueryClient } from '@tanstack/react-query';
import { FILES_KEY, useDeleteFile } from './api/use-delete-file';
import { fileAggregateResource } from './file-aggregate-resource';
import { UploadPanel } from './UploadPanel';

export default function FileAggregatePage() {
  const { t } = useIntl();
  const client = useQueryClient();
  const remove = useDeleteFile();
  const actions = useFileActions({});
  const [modals, modalHolder] = useModalHelper();

  const askDelete = (file: FileAggregateDto) =>
    modals.open({
      title: (
        <TextWithFileName
          text={t('hfle.fileAggregate.delete.title', { name: visibleFileName(file.fileName) })}
          name={file.fileName}
        />
      ),
      content: t('hfle.fileAggregate.delete.content', { bucket: file.bucketName }),
      okText: t('hfle.fileAggregate.action.delete'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync({ file }),
    });

  return (
    <ResourcePage
      resource={fileAggregateResource}
      onAction={{ download: actions.download, preview: actions.preview, delete: askDelete }}
      above={
        <UploadPanel onUploaded={() => void client.invalidateQueries({ queryKey: FILES_KEY })} />
      }
      below={
        <>
          {modalHolder}
          {actions.holder}
        </>
      }
    />
  );
}
