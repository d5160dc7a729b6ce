// Scope rows of the file routes (/hfle). See scoping-types.ts for what a row says. They expect
// another tenant's files to be refused (or left alone and hidden) to every caller but a site-level
// role on the site form (work/file-access.ts).
import { RECORDS, VIEWERS, type Caller } from './scoping-fixtures';
import {
  anyRow,
  forms,
  pathOnly,
  pub,
  rowsOf,
  same,
  scoped,
  seesAll,
  type Call,
  type Check,
  type Form,
  type Probe,
  type ScopeTable,
} from './scoping-types';

const attachmentOf = (tenantId: number) => RECORDS[tenantId].attachment;

/** The victim tenant's own view of its seed attachment, and whether it holds what it should. */
function victimSees(victim: number, holds: (files: Record<string, unknown>[]) => boolean): Check {
  const { uuid, bucket } = attachmentOf(victim);
  return {
    ...VIEWERS[victim],
    path: `/hfle/v1/${victim}/files/${uuid}/file?bucketName=${bucket}`,
    holds: (body) => holds(rowsOf(body)),
  };
}

/** The victim still has its seed file. */
const fileStays = (victim: number): Check =>
  victimSees(victim, (files) => files.some((f) => f.fileName === attachmentOf(victim).fileName));

/** The files of a tenant's seed attachment. */
const listOf = (tenantId: number): Call => ({
  params: { uuid: attachmentOf(tenantId).uuid },
  query: `bucketName=${attachmentOf(tenantId).bucket}`,
});

/** Another tenant's files, tried by a caller that may not reach them (site level, site form may). */
const otherFiles = (probe: (victim: number) => Probe) => (c: Caller, victim: number, form: Form) =>
  seesAll(c, form) ? [] : [probe(victim)];

const deleteFiles = (query: (uuid: string, bucket: string) => string) =>
  scoped({
    own: (c) => {
      const { uuid, bucket, url } = attachmentOf(c.tenantId);
      return { query: query(uuid, bucket), body: [url] };
    },
    others: otherFiles((victim) => {
      const { uuid, bucket, url } = attachmentOf(victim);
      return { query: query(uuid, bucket), body: [url], still: fileStays(victim) };
    }),
  });

const upload = (attachment: boolean) =>
  scoped({
    own: (c) => ({
      form: {
        bucketName: 'hfle',
        ...(attachment ? { attachmentUUID: attachmentOf(c.tenantId).uuid } : {}),
      },
      file: 'probe.txt',
    }),
    others: attachment
      ? otherFiles((victim) => ({
          form: {
            bucketName: attachmentOf(victim).bucket,
            attachmentUUID: attachmentOf(victim).uuid,
          },
          file: 'probe.txt',
          still: victimSees(victim, (files) => !files.some((f) => f.fileName === 'probe.txt')),
        }))
      : undefined,
  });

const download = (asForm: boolean) =>
  scoped({
    own: (c) => {
      const { bucket, url } = attachmentOf(c.tenantId);
      return asForm
        ? { form: { bucketName: bucket, url } }
        : { query: `bucketName=${bucket}&url=${url}` };
    },
    others: otherFiles((victim) => {
      const { bucket, url } = attachmentOf(victim);
      return asForm
        ? { form: { bucketName: bucket, url } }
        : { query: `bucketName=${bucket}&url=${url}` };
    }),
  });

/** The property system's stored files are Acme's (tenant 1): another tenant's key finds nothing. */
const STORED_FILE_TENANT = 1;
const storedFileAddress = (query: string, field: string) =>
  scoped({
    own: () => ({ query }),
    checkOwn: (c) => c.tenantId === STORED_FILE_TENANT,
    others: (c, victim, form) =>
      victim === STORED_FILE_TENANT && !seesAll(c, form)
        ? [
            {
              query,
              reveals: (body) => typeof (body as Record<string, unknown>)[field] === 'string',
            },
          ]
        : [],
  });

export const fileScopes: ScopeTable = {
  ...forms(
    'GET',
    '/hfle/v1[/:tid]/files/file-token-url',
    storedFileAddress('fileKey=wuye-doc-0001', 'fileTokenUrl'),
  ),
  ...forms(
    'GET',
    '/hfle/v1[/:tid]/files/redirect-url',
    storedFileAddress('fileKey=wuye-photo-0001', 'redirectUrl'),
  ),
  ...forms(
    'GET',
    '/hfle/v1[/:tid]/files/history-url',
    storedFileAddress(
      `url=${encodeURIComponent('http://legacy-files.localhost/wuye/2024/leak-photo.png')}`,
      'historyUrl',
    ),
  ),
  ...forms(
    'GET',
    '/hfle-signed/:token',
    pub('a short-lived address of one file, handed to whoever could read it'),
  ),
  ...forms('POST', '/hfle/v1/:tid/files/uuid', pathOnly()),
  ...forms('POST', '/hfle/v1/files/uuid', same('a fresh random UUID: it names nothing of anyone')),
  ...forms('POST', '/hfle/v1[/:tid]/files/attachment/multipart', upload(true)),
  ...forms('POST', '/hfle/v1[/:tid]/files/multipart', upload(false)),
  ...forms(
    'GET',
    '/hfle/v1[/:tid]/files/:uuid/file',
    scoped({
      own: (c) => listOf(c.tenantId),
      others: otherFiles((victim) => ({ ...listOf(victim), reveals: anyRow })),
    }),
  ),
  ...forms(
    'POST',
    '/hfle/v1/files/delete-by-uuidurl/not-null',
    deleteFiles((uuid, bucket) => `bucketName=${bucket}&attachmentUUID=${uuid}`),
  ),
  ...forms(
    'POST',
    '/hfle/v1[/:tid]/files/delete-by-url',
    deleteFiles((_u, bucket) => `bucketName=${bucket}`),
  ),
  ...forms(
    'POST',
    '/hfle/v1[/:tid]/files/delete-by-uuidurl',
    deleteFiles((uuid, bucket) => `bucketName=${bucket}&attachmentUUID=${uuid}`),
  ),
  ...forms('GET', '/hfle/v1[/:tid]/files/download', download(false)),
  ...forms('POST', '/hfle/v1[/:tid]/files/download', download(true)),
  ...forms(
    'GET',
    '/hfle/v1[/:tid]/files',
    scoped({
      own: () => ({ query: 'size=1000' }),
      others: (c, victim, form) =>
        seesAll(c, form)
          ? []
          : [
              {
                query: 'size=1000',
                reveals: (body) => rowsOf(body).some((f) => f.tenantId === victim),
              },
            ],
    }),
  ),
};
