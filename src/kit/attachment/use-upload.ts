/**
 * One upload at a time, as a user sees it: refused before anything is sent when the extension or
 * the size is wrong; otherwise an attachment UUID (the one given, or a new one), then the file
 * with its progress; Cancel aborts it; unmounting aborts it too. Every outcome is a sentence in
 * the user's language, the file's name in it as `visibleFileName` shows it (no direction
 * controls).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { userMessageOf } from '../../request/error-messages';
import { isRequestError } from '../../request/request-error';
import { createAttachmentUuid } from '../../services/file/files';
import type { FileLocation } from '../../services/file/types';
import { uploadAttachmentFile } from '../../services/file/upload';
import type { TenantScope } from '../../services/shared';
import {
  checkUpload,
  describeProblem,
  progressPercent,
  visibleFileName,
  type UploadLimits,
} from './rules';

const K = 'hzero.common.kit.attachment';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'refused' | 'failed' | 'cancelled' | 'done'; fileName: string; message: string };

export interface UploadedFile {
  attachmentUUID: string;
  fileName: string;
  /** The stored file's URL. */
  url: string;
}

export interface UploadTarget extends FileLocation, UploadLimits {
  /** The attachment to add to; none: a new UUID is obtained first. */
  attachmentUUID?: string;
  scope?: TenantScope;
  onUploaded?(file: UploadedFile): void;
}

export function useUpload(target: UploadTarget) {
  const { t } = useIntl();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const latest = useRef(target);
  latest.current = target;

  const start = useCallback(
    /** `limits`: checked instead of the target's (the freshest the caller knows). */
    async (file: File, limits?: UploadLimits) => {
      const { scope = 'auto', ...where } = latest.current;
      const fileName = file.name;
      const name = visibleFileName(fileName); // what the messages show
      const problem = checkUpload(file, limits ?? where);
      if (problem) {
        setState({ phase: 'refused', fileName, message: describeProblem(problem, name, t) });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', fileName, percent: 0 });
      try {
        const attachmentUUID =
          where.attachmentUUID ?? (await createAttachmentUuid(scope, { silent: true }));
        controller.signal.throwIfAborted();
        const { bucketName, directory, storageCode } = where;
        const url = await uploadAttachmentFile(
          file,
          fileName,
          { bucketName, directory, storageCode, attachmentUUID },
          {
            scope,
            silent: true,
            signal: controller.signal,
            onProgress: (loaded, total) =>
              setState({ phase: 'uploading', fileName, percent: progressPercent(loaded, total) }),
          },
        );
        setState({ phase: 'done', fileName, message: t(`${K}.uploaded`, { name }) });
        latest.current.onUploaded?.({ attachmentUUID, fileName, url });
      } catch (error) {
        if (controller.signal.aborted) {
          setState({
            phase: 'cancelled',
            fileName,
            message: t(`${K}.cancelled`, { name }),
          });
          return;
        }
        const reason =
          isRequestError(error) && error.status === 413
            ? t(`${K}.tooLargeForServer`)
            : userMessageOf(error);
        setState({
          phase: 'failed',
          fileName,
          message: t(`${K}.failed`, { name, reason }),
        });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [t],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}
