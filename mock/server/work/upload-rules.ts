// What the file service refuses in an upload, and the type a download is served with (pure).
// - A file name of more than 255 characters (code points), or one holding a control character
//   (C0, DEL, C1) or a bidirectional embedding, override or isolate (U+202A–U+202E,
//   U+2066–U+2069: `invoice` U+202E `fdp.exe` shows as `invoiceexe.pdf`). Plain RTL text and the
//   LRM/RLM/ALM marks are fine: they cannot reorder the letters of an extension.
// - A directory that climbs or is not relative: a `.` or `..` segment (also percent-encoded), a
//   backslash, a leading `/`, a drive or scheme (`C:`, `file:`), a control character.
// - Downloads echo the stored type only when the browser cannot run it: any other (HTML, SVG,
//   XML, scripts, anything unknown) is served as application/octet-stream.

export interface UploadProblem {
  code: string;
  message: string;
}

export const MAX_FILE_NAME_LENGTH = 255;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const BIDI_FORMATTING = /[\u202a-\u202e\u2066-\u2069]/u;

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

export function fileNameProblem(name: string): UploadProblem | undefined {
  const length = [...name].length;
  if (length > MAX_FILE_NAME_LENGTH) {
    return {
      code: 'error.file.name_too_long',
      message: `The file name has ${length} characters: at most ${MAX_FILE_NAME_LENGTH} are allowed`,
    };
  }
  const control = CONTROL.exec(name)?.[0];
  if (control !== undefined) {
    return {
      code: 'error.file.name_invalid',
      message: `The file name contains the control character ${codePoint(control)}: rename the file`,
    };
  }
  const bidi = BIDI_FORMATTING.exec(name)?.[0];
  if (bidi !== undefined) {
    return {
      code: 'error.file.name_invalid',
      message: `The file name contains the direction control ${codePoint(bidi)}, which can disguise its extension: rename the file`,
    };
  }
  return undefined;
}

const directoryProblemOf = (reason: string): UploadProblem => ({
  code: 'error.file.directory_invalid',
  message: `directory ${reason}`,
});

export function directoryProblem(directory: string): UploadProblem | undefined {
  if (CONTROL.test(directory)) return directoryProblemOf('must not contain control characters');
  if (directory.includes('\\')) {
    return directoryProblemOf("must separate folders with '/', not backslashes");
  }
  if (directory.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(directory)) {
    return directoryProblemOf("must be relative: no leading '/', drive or scheme");
  }
  // `.` or `..`, each dot written as itself or percent-encoded
  if (directory.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) {
    return directoryProblemOf("must not climb: '.' and '..' are not folder names");
  }
  return undefined;
}

/** Types served as stored (lower case, no parameters): none of them runs in a browser. */
const PASSIVE_TYPES = [
  /^image\/(png|jpeg|gif|webp|bmp|avif)$/,
  /^(audio|video)\/[a-z0-9][\w.+-]*$/,
  /^text\/(plain|csv)$/,
  /^application\/(pdf|zip|gzip|x-tar|x-7z-compressed|vnd\.rar|x-rar-compressed|msword)$/,
  /^application\/vnd\.(ms-[\w.-]+|openxmlformats-officedocument\.[\w.-]+|oasis\.opendocument\.[\w.-]+)$/,
];

export const SAFE_DOWNLOAD_TYPE = 'application/octet-stream';

/** The Content-Type of a download of a file stored as `storedType`. */
export function servedContentType(storedType: string): string {
  const type = storedType.split(';')[0].trim().toLowerCase();
  if (/\+xml$/.test(type)) return SAFE_DOWNLOAD_TYPE;
  return PASSIVE_TYPES.some((pattern) => pattern.test(type)) ? type : SAFE_DOWNLOAD_TYPE;
}
