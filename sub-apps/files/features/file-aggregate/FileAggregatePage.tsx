/**
 * /hfle/file-aggregate (File Summary; the declaration is file-aggregate-resource.tsx). Its own
 * behaviour: download and preview through the kit's file actions, and the upload panel above the
 * search, after which the list is asked again.
 */
import { useFileActions } from '@polaris/core/kit/attachment/use-file-actions';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { useQueryClient } from '@tanstack/react-query';
import { FILES_KEY, fileAggregateResource } from './file-aggregate-resource';
import { UploadPanel } from './UploadPanel';

export default function FileAggregatePage() {
  const client = useQueryClient();
  const actions = useFileActions({});
  return (
    <ResourcePage
      resource={fileAggregateResource}
      onAction={{ download: actions.download, preview: actions.preview }}
      above={
        <UploadPanel onUploaded={() => void client.invalidateQueries({ queryKey: FILES_KEY })} />
      }
      below={actions.holder}
    />
  );
}
