// multipart/form-data bodies (file uploads, download forms): a small parser over the raw bytes,
// so file contents stay binary. Malformed bodies throw a 400 BodyError.
import { BodyError } from './body';

export interface MultipartPart {
  /** The form field name. */
  name: string;
  /** Present for file parts (may be empty when the browser sent no file). */
  filename?: string;
  /** The part's own Content-Type, if it sent one. */
  contentType?: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data` content type, else undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** `key=value` parameters of a header such as Content-Disposition, keys lower-cased. */
export function headerParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  const pattern = /;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of value.matchAll(pattern)) {
    const raw = match[2].trim();
    params[match[1].toLowerCase()] = raw.startsWith('"')
      ? raw.slice(1, -1).replace(/\\(.)/g, '$1')
      : raw;
  }
  return params;
}

/**
 * The file name of a part: RFC 5987 `filename*` wins; a plain `filename` is taken as UTF-8 with
 * the %22, %0D, %0A escapes browsers use for quotes and line breaks undone.
 */
function fileNameOf(params: Record<string, string>): string | undefined {
  const extended = params['filename*'];
  if (extended) {
    const match = /^([^']*)'[^']*'(.*)$/.exec(extended);
    if (match) {
      try {
        return decodeURIComponent(match[2]);
      } catch {
        // fall back to the plain filename
      }
    }
  }
  const plain = params.filename;
  if (plain === undefined) return undefined;
  return plain.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

function parseHeaders(block: Buffer): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new BodyError('Malformed multipart part header', 400);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position < 0) throw new BodyError('Multipart body has no boundary', 400);
  const parts: MultipartPart[] = [];
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    if (!body.subarray(position, position + 2).equals(CRLF)) {
      throw new BodyError('Malformed multipart boundary line', 400);
    }
    position += 2;
    const headerEnd = body.indexOf(HEADER_END, position);
    if (headerEnd < 0) throw new BodyError('Multipart part without headers', 400);
    const headers = parseHeaders(body.subarray(position, headerEnd));
    const dataStart = headerEnd + HEADER_END.length;
    const dataEnd = body.indexOf(nextDelimiter, dataStart);
    if (dataEnd < 0) throw new BodyError('Multipart body is truncated', 400);
    const disposition = headers['content-disposition'] ?? '';
    if (!/^form-data\b/i.test(disposition)) {
      throw new BodyError('Multipart part is not form-data', 400);
    }
    const params = headerParams(disposition);
    if (params.name === undefined) throw new BodyError('Multipart part without a name', 400);
    parts.push({
      name: params.name,
      filename: fileNameOf(params),
      contentType: headers['content-type'],
      data: body.subarray(dataStart, dataEnd),
    });
    position = dataEnd + 2;
  }
}

/** The text fields (parts without a file name) as URLSearchParams, first value first. */
export function multipartFields(parts: MultipartPart[]): URLSearchParams {
  const fields = new URLSearchParams();
  for (const part of parts) {
    if (part.filename === undefined) fields.append(part.name, part.data.toString('utf8'));
  }
  return fields;
}
