// Jest helpers for the /hfle calls a test makes over HTTP: a multipart upload as the browser
// sends it, and the address of a download.

export interface UploadedAnswer {
  status: number;
  type: string | null;
  text: string;
}

export interface UploadPart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** POSTs a multipart form (the fields, then the file part when given) with a bearer token. */
export async function uploadFile(
  baseUrl: string,
  token: string,
  path: string,
  fields: Record<string, string>,
  file?: UploadPart,
): Promise<UploadedAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

/** `/hfle/v1{prefix}/files/download?bucketName=&url=[&access_token=]`; prefix '' or '/{tid}'. */
export function downloadPath(prefix: string, bucket: string, url: string, token?: string): string {
  const query = new URLSearchParams({ bucketName: bucket, url });
  if (token) query.set('access_token', token);
  return `/hfle/v1${prefix}/files/download?${query}`;
}
