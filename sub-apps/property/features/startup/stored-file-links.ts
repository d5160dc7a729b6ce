/**
 * Stored-file links and images of the property pages (spec sections 4 and 8), handled for the
 * whole document once installed (5 s after start):
 * - a click on `<a data-file-key>` asks the file service for the file's address and downloads it;
 *   no address in the answer: a "Tip" warning with the server's message, else "Operation failed";
 * - an `<img data-file-key>` that fails to load is tried once more through the file's redirect
 *   address; an image on the old storage host (`legacyFileOrigin`) through its history address;
 *   images that had failed already when the handlers were installed are tried at once.
 * Every address used passes the one address check (same origin or the API host's). Removing the
 * handlers is the returned function.
 */
import { getRuntimeConfig, type RuntimeConfig } from '@polaris/core/config/runtime';
import { t } from '@polaris/core/i18n/intl';
import { clickDownloadLink } from '@polaris/core/request/download';
import type { DocumentLike } from '@polaris/core/request/dom';
import { notifications } from '@polaris/core/request/notify';
import { checkLink, normalizeOrigin, type AddressPolicy } from '@polaris/core/security/addresses';
import {
  fetchFileTokenUrl,
  fetchHistoryUrl,
  fetchRedirectUrl,
  type FileAddressAnswer,
} from './api/stored-file-addresses';

export const FILE_KEY_ATTRIBUTE = 'data-file-key';
/** Set on an image once it was retried: a second failure is final. */
const RETRIED_ATTRIBUTE = 'data-file-retried';

export interface StoredFileEnvironment {
  fileTokenUrl(fileKey: string): Promise<FileAddressAnswer>;
  redirectUrl(fileKey: string): Promise<FileAddressAnswer>;
  historyUrl(url: string): Promise<FileAddressAnswer>;
  /** The old storage host's origin ('' : none). */
  legacyOrigin: string;
  policy: AddressPolicy;
  /** Downloads the address (a checked one). */
  download(url: string): void;
  warn(title: string, description: string): void;
}

/** Same origin, or the API host's when the gateway is elsewhere. */
export function fileAddressPolicy(origin: string, apiHost: string): AddressPolicy {
  const api = apiHost ? normalizeOrigin(apiHost) : null;
  return { origin, linkOrigins: api ? [api] : [] };
}

export function defaultStoredFileEnvironment(doc: Document): StoredFileEnvironment {
  const config = getRuntimeConfig();
  return {
    fileTokenUrl: fetchFileTokenUrl,
    redirectUrl: fetchRedirectUrl,
    historyUrl: fetchHistoryUrl,
    legacyOrigin: config.legacyFileOrigin,
    policy: fileAddressPolicy(doc.location?.origin ?? '', config.apiHost),
    // the same bridge as pageDocument(): every element appended is a real node
    download: (url) => clickDownloadLink(doc as unknown as DocumentLike, url),
    warn: (title, description) => notifications.warning(description, title),
  };
}

/**
 * Where an image the back office names may be loaded from: our origin, the API host's or the old
 * storage host's (whose images the handlers read again through the file service); none from
 * anywhere else, so a record cannot make the page fetch from a host of its choosing.
 */
export function storedImageAddress(
  url: string | undefined,
  origin: string = window.location.origin,
  config: Pick<RuntimeConfig, 'apiHost' | 'legacyFileOrigin'> = getRuntimeConfig(),
): string | undefined {
  if (!url) return undefined;
  const policy = fileAddressPolicy(origin, config.apiHost);
  const legacy = config.legacyFileOrigin ? normalizeOrigin(config.legacyFileOrigin) : null;
  const check = checkLink(url, {
    origin,
    linkOrigins: legacy ? [...policy.linkOrigins, legacy] : policy.linkOrigins,
  });
  return check.ok ? check.url : undefined;
}

/** The address to use, when the answer's passes the check. */
function checked(url: string | undefined, policy: AddressPolicy): string | undefined {
  if (!url) return undefined;
  const check = checkLink(url, policy);
  return check.ok ? check.url : undefined;
}

/** Whether an image's address is on the old storage host. */
export function isLegacyAddress(src: string, legacyOrigin: string): boolean {
  if (!legacyOrigin || !src) return false;
  try {
    return new URL(src).origin === normalizeOrigin(legacyOrigin);
  } catch {
    return false;
  }
}

export function installStoredFileLinks(
  doc: Document,
  env: StoredFileEnvironment = defaultStoredFileEnvironment(doc),
): () => void {
  let removed = false;
  const failed = (message?: string) =>
    env.warn(message ? t('wuye.file.tip') : t('wuye.file.failed'), message ?? '');

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest(`a[${FILE_KEY_ATTRIBUTE}]`);
    const fileKey = link?.getAttribute(FILE_KEY_ATTRIBUTE);
    if (!fileKey || event.defaultPrevented || event.button !== 0) return;
    event.preventDefault();
    env.fileTokenUrl(fileKey).then(
      (answer) => {
        if (removed) return;
        const url = checked(answer.fileTokenUrl, env.policy);
        if (url) env.download(url);
        else failed(answer.message);
      },
      () => !removed && failed(),
    );
  };

  const retry = (image: HTMLImageElement) => {
    if (image.hasAttribute(RETRIED_ATTRIBUTE)) return;
    const fileKey = image.getAttribute(FILE_KEY_ATTRIBUTE);
    const src = image.getAttribute('src') ?? '';
    const ask = fileKey
      ? env.redirectUrl(fileKey).then((answer) => answer.redirectUrl)
      : isLegacyAddress(src, env.legacyOrigin)
        ? env.historyUrl(src).then((answer) => answer.historyUrl)
        : null;
    if (!ask) return;
    image.setAttribute(RETRIED_ATTRIBUTE, '');
    ask.then(
      (address) => {
        const url = checked(address, env.policy);
        if (url && !removed && image.isConnected) image.src = url;
      },
      () => undefined, // the image stays broken: its alt text says what it was
    );
  };
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) retry(event.target);
  };

  doc.addEventListener('click', onClick);
  // an image's error does not bubble: it is caught on its way down
  doc.addEventListener('error', onError, true);
  // images that failed before the handlers were there (a page shown in the first seconds)
  doc.querySelectorAll('img').forEach((image) => {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) retry(image);
  });
  return () => {
    removed = true;
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('error', onError, true);
  };
}
