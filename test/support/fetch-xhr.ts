/**
 * An UploadXhr (src/request/upload.ts) over fetch, for node tests that upload to the real
 * gateway: the form is encoded as a browser would, one progress event reports the whole body as
 * sent, then fetch carries it.
 */
import type { UploadXhr } from '../../src/request/upload';

export function fetchXhr(): UploadXhr {
  let method = 'POST';
  let url = '';
  const headers: Record<string, string> = {};
  let answer: Response | undefined;
  const controller = new AbortController();
  const xhr: UploadXhr = {
    withCredentials: false,
    status: 0,
    statusText: '',
    responseText: '',
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open(m, u) {
      method = m;
      url = u;
    },
    setRequestHeader(name, value) {
      headers[name] = value;
    },
    getResponseHeader: (name) => answer?.headers.get(name) ?? null,
    abort() {
      controller.abort();
    },
    send(body) {
      void (async () => {
        try {
          const encoded = new Request(url, { method, body });
          const bytes = await encoded.arrayBuffer();
          const total = bytes.byteLength;
          xhr.upload.onprogress?.({
            lengthComputable: true,
            loaded: total,
            total,
          } as ProgressEvent);
          const type = encoded.headers.get('content-type') ?? '';
          answer = await fetch(url, {
            method,
            headers: { ...headers, 'Content-Type': type },
            body: bytes,
            signal: controller.signal,
          });
          const text = await answer.text();
          Object.assign(xhr, {
            status: answer.status,
            statusText: answer.statusText,
            responseText: text,
          });
          xhr.onload?.();
        } catch {
          if (controller.signal.aborted) xhr.onabort?.();
          else xhr.onerror?.();
        }
      })();
    },
  };
  return xhr;
}
