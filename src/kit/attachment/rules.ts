/**
 * The attachment's pure rules (spec section 9 "allowed upload extensions"): which files may be
 * sent (extension and size, checked before anything is sent), the progress shown while they go,
 * sizes as people read them, and which files preview as images.
 */

/** Spec section 9: archives, images, office documents, pdf, text, audio and video. */
export const DEFAULT_ACCEPT: readonly string[] = [
  ...['zip', 'rar', '7z', 'tar', 'gz'],
  ...['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'],
  ...['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp'],
  'pdf',
  ...['txt', 'csv', 'md', 'log', 'xml', 'json'],
  ...['mp3', 'wav', 'aac', 'ogg', 'flac'],
  ...['mp4', 'avi', 'mov', 'mkv', 'webm', 'wmv'],
];

/** 30 MiB: what an attachment takes unless the page says otherwise (the gateway takes 64). */
export const DEFAULT_MAX_SIZE = 30 * 1024 * 1024;

/** The lower-case extension of a file name without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** An accept list as extensions: lower case, no dots, no blanks (`['.PDF', ' png']` → pdf, png). */
export function normaliseAccept(accept: readonly string[]): string[] {
  return accept.map((item) => item.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
}

/** The file input's `accept` attribute: `.pdf,.png`. */
export function acceptAttribute(accept: readonly string[]): string {
  return normaliseAccept(accept)
    .map((ext) => `.${ext}`)
    .join(',');
}

export type UploadProblem =
  | { kind: 'extension'; extension: string; allowed: string[] }
  | { kind: 'size'; size: number; maxSize: number }
  | { kind: 'empty' };

export interface UploadLimits {
  accept: readonly string[];
  /** Bytes. */
  maxSize: number;
}

/** Why `file` may not be sent, or null when it may. */
export function checkUpload(
  file: { name: string; size: number },
  { accept, maxSize }: UploadLimits,
): UploadProblem | null {
  const allowed = normaliseAccept(accept);
  const extension = extensionOf(file.name);
  if (allowed.length > 0 && !allowed.includes(extension)) {
    return { kind: 'extension', extension, allowed };
  }
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > maxSize) return { kind: 'size', size: file.size, maxSize };
  return null;
}

/** Whole percent sent, 0–100; 0 while the total is unknown. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1024-based, one decimal below 10 of a unit: `512 B`, `1.5 KB`, `30 MB`. */
export function formatFileSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * The image type a preview shows a file's bytes as, from its name alone; undefined: no preview.
 * The server's type is not trusted (it serves scriptable types such as SVG as
 * application/octet-stream); an SVG shown in `<img>` runs no script.
 */
export function previewImageType(fileName: string): string | undefined {
  const extension = extensionOf(fileName);
  return Object.hasOwn(IMAGE_TYPES, extension) ? IMAGE_TYPES[extension] : undefined;
}

/** Images the browser shows in a preview: by the name (see previewImageType). */
export function isPreviewableImage(file: { fileName: string }): boolean {
  return previewImageType(file.fileName) !== undefined;
}

const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A file name as it may be shown: control characters and bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069) become U+FFFD '�', so `invoice` U+202E `fdp.exe`
 * shows as `invoice�fdp.exe`, not as `invoiceexe.pdf`. Shown in a page, the name also goes in
 * a `<bdi>` (FileName.tsx), so its direction cannot spill into the text around it.
 */
export function visibleFileName(name: string): string {
  return name.replace(UNSHOWABLE, '\ufffd');
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the user reads when `problem` keeps `fileName` from being sent. */
export function describeProblem(problem: UploadProblem, fileName: string, t: Translate): string {
  const key = 'hzero.common.kit.attachment';
  switch (problem.kind) {
    case 'extension': {
      const allowed = problem.allowed.join(', ');
      return problem.extension
        ? t(`${key}.badExtension`, { name: fileName, extension: problem.extension, allowed })
        : t(`${key}.noExtension`, { name: fileName, allowed });
    }
    case 'size':
      return t(`${key}.tooLarge`, {
        name: fileName,
        size: formatFileSize(problem.size),
        max: formatFileSize(problem.maxSize),
      });
    default:
      return t(`${key}.empty`, { name: fileName });
  }
}
