/**
 * An attachment's files through the gateway, as the attachment kit calls it, for contract tests
 * run as the signed-in account (`serviceContract`): upload a text file into an attachment of a
 * bucket, list its files, delete one by URL.
 */
import type { FileDto } from '../../src/services/file/types';
import type { ServiceContract } from './service-contract';

export interface AttachmentCalls {
  /** The answer: the file's URL, or a failed body's text; `fields` beside the file (storageCode). */
  upload(name: string, content: string, fields?: Record<string, string>): Promise<string>;
  list(): Promise<FileDto[]>;
  remove(url: string): Promise<void>;
}

/** The calls on attachment `uuid` of `bucket`, on the tenant form of organisation `tenantId`. */
export function attachmentCalls(
  api: ServiceContract,
  tenantId: number,
  uuid: string,
  bucket = 'hfle',
): AttachmentCalls {
  const base = `${api.url}/hfle/v1/${tenantId}/files`;
  const auth = () => ({ Authorization: `bearer ${api.token}` });
  return {
    async upload(name, content, fields = {}) {
      const form = new FormData();
      form.append('bucketName', bucket);
      form.append('attachmentUUID', uuid);
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', new Blob([content]), name);
      const response = await fetch(`${base}/attachment/multipart`, {
        method: 'POST',
        headers: auth(),
        body: form,
      });
      return response.text();
    },
    async list() {
      const response = await fetch(`${base}/${uuid}/file?bucketName=${bucket}`, {
        headers: auth(),
      });
      return (await response.json()) as FileDto[];
    },
    async remove(url) {
      await fetch(`${base}/delete-by-uuidurl?bucketName=${bucket}&attachmentUUID=${uuid}`, {
        method: 'POST',
        headers: { ...auth(), 'Content-Type': 'application/json' },
        body: JSON.stringify([url]),
      });
    },
  };
}
