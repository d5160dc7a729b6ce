/**
 * The files an old complaint came with, from the legacy storage: an image as an image, any other
 * file (or an image from a host other than ours, the API's or the old storage's) as a link. Both
 * carry the file's key in `data-file-key`; the module's stored-file handlers
 * (features/startup/stored-file-links.ts) download a clicked link and retry an image that fails.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { visibleFileName } from '@polaris/core/kit/attachment/rules';
import type { LegacyAttachment } from '@polaris/core/services/property/service-types';
import { Space, Typography } from 'antd';
import { storedImageAddress } from '../startup';

const IMAGE_STYLE = { maxWidth: 160, maxHeight: 120, objectFit: 'cover' } as const;

export function LegacyFiles({ files }: { files: LegacyAttachment[] }) {
  const { t } = useIntl();
  // an image from a host outside the file addresses is offered as its link instead
  const shown = files.map((file) => ({ ...file, src: storedImageAddress(file.imageUrl) }));
  const images = shown.filter((file) => file.src);
  const others = shown.filter((file) => !file.src);
  return (
    <section aria-label={t('wuye.complaint.attachments')} style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('wuye.complaint.attachments')}</Typography.Title>
      <Space wrap>
        {images.map((file) => (
          <img
            key={file.fileKey}
            data-file-key={file.fileKey}
            src={file.src}
            alt={visibleFileName(file.fileName)}
            style={IMAGE_STYLE}
          />
        ))}
      </Space>
      <ul>
        {others.map((file) => (
          <li key={file.fileKey}>
            <a href="#" data-file-key={file.fileKey}>
              {visibleFileName(file.fileName)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
