/**
 * Download and preview of stored files, for any list of them (an attachment, the Files page):
 * - download by `array-buffer` (bearer token in Authorization; the name from Content-Disposition,
 *   else the list's name) or by `hidden-form` (a POSTed form; its JSON failure answer is
 *   decoded and reported);
 * - preview of images: the bytes fetched as for a download, typed by the file name (never by
 *   the server), shown in an `<img>` (no script of an SVG runs there) from an object URL in a
 *   dialog (revoked when it closes or the page goes).
 * Failures of the calls are told by the request layer; a download the server does not name shows
 * 'cannot get fileName!' in the user's language.
 */
import { Alert } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { UNKNOWN_FILE_NAME } from '../../request/download';
import { downloadStoredFile, downloadStoredFileByForm } from '../../services/file/download';
import type { FileDownloadQuery, FileDto } from '../../services/file/types';
import type { TenantScope } from '../../services/shared';
import { KitModal } from '../modal/KitModal';
import { FileName } from './FileName';
import { previewImageType, visibleFileName } from './rules';

const K = 'hzero.common.kit.attachment';

export type DownloadMode = 'array-buffer' | 'hidden-form';

export interface FileActionsOptions {
  scope?: TenantScope;
  downloadMode?: DownloadMode;
}

function queryOf(file: FileDto): FileDownloadQuery {
  return {
    bucketName: file.bucketName,
    storageCode: file.storageCode ?? undefined,
    directory: file.directory ?? undefined,
    url: file.fileUrl,
  };
}

export function useFileActions({
  scope = 'auto',
  downloadMode = 'array-buffer',
}: FileActionsOptions) {
  const { t } = useIntl();
  const [preview, setPreview] = useState<{ name: string; src: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cleanups = useRef(new Set<() => void>());
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const pending = cleanups.current;
    return () => {
      pending.forEach((stop) => stop());
      if (shown.current) URL.revokeObjectURL(shown.current);
    };
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof Error && error.message === UNKNOWN_FILE_NAME)
        setProblem(t(`${K}.noFileName`));
    },
    [t],
  );

  /** The file's bytes (saved by the browser unless `saver` is null), cancelled if the page goes. */
  const fetchBytes = useCallback(
    (file: FileDto, saver?: null) => {
      const controller = new AbortController();
      const stop = () => controller.abort();
      cleanups.current.add(stop);
      const options = { scope, fallbackName: file.fileName, signal: controller.signal };
      return downloadStoredFile(queryOf(file), saver === null ? { ...options, saver } : options)
        .catch((error: unknown) => {
          failed(error);
          return undefined;
        })
        .finally(() => cleanups.current.delete(stop));
    },
    [scope, failed],
  );

  const download = useCallback(
    (file: FileDto) => {
      setProblem(null);
      if (downloadMode === 'hidden-form') {
        cleanups.current.add(downloadStoredFileByForm(queryOf(file), { scope }));
        return;
      }
      void fetchBytes(file);
    },
    [downloadMode, scope, fetchBytes],
  );

  const close = useCallback(() => {
    if (shown.current) URL.revokeObjectURL(shown.current);
    shown.current = null;
    setPreview(null);
  }, []);

  const showPreview = useCallback(
    (file: FileDto) => {
      void fetchBytes(file, null).then((downloaded) => {
        const type = previewImageType(file.fileName);
        if (!downloaded || !type) return;
        if (shown.current) URL.revokeObjectURL(shown.current);
        // the name decides the type: the server sends SVG (and anything it will not have run)
        // as application/octet-stream, which an <img> would not show
        shown.current = URL.createObjectURL(new Blob([downloaded.blob], { type }));
        setPreview({ name: file.fileName, src: shown.current });
      });
    },
    [fetchBytes],
  );

  const holder: ReactElement = (
    <>
      {problem && <Alert type="error" showIcon role="alert" message={problem} />}
      <KitModal
        open={preview !== null}
        title={preview && <FileName name={preview.name} />}
        footer={null}
        onClose={close}
        width={720}
      >
        {preview && (
          <img
            src={preview.src}
            alt={visibleFileName(preview.name)}
            style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          />
        )}
      </KitModal>
    </>
  );

  return { download, preview: showPreview, holder };
}
