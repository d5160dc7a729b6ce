/**
 * The upload configuration's part of an upload's limits (pure): a bucket's configured extensions
 * and size narrow what the page allows, never widen it.
 */
import type { UploadConfigDto } from '../../services/file/types';
import { normaliseAccept, type UploadLimits } from './rules';

const UNIT_BYTES = { KB: 1024, MB: 1024 * 1024 } as const;

/** The configured size in bytes. */
export function configuredBytes(config: Pick<UploadConfigDto, 'storageSize' | 'storageUnit'>) {
  return config.storageSize * UNIT_BYTES[config.storageUnit];
}

/** The limits an upload obeys: the page's, narrowed by the configuration that applies (if any). */
export function applyUploadConfig(
  limits: UploadLimits,
  config: Pick<UploadConfigDto, 'fileFormat' | 'storageSize' | 'storageUnit'> | null | undefined,
): UploadLimits {
  if (!config) return limits;
  const configured = normaliseAccept(config.fileFormat.split(','));
  const page = normaliseAccept(limits.accept);
  const accept =
    configured.length === 0
      ? page
      : page.length === 0
        ? configured
        : page.filter((ext) => configured.includes(ext));
  return {
    // nothing allowed by both: a placeholder no file name ends with, so every file is refused
    accept: configured.length > 0 && accept.length === 0 ? ['∅'] : accept,
    maxSize: Math.min(limits.maxSize, configuredBytes(config)),
  };
}
