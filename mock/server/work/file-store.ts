// Stored attachments: metadata in memory, uploaded bytes in a temp folder created on the first
// upload (removed on reset and when the gateway closes); seed files live in memory.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_BUCKETS, seedFiles, SEED_ATTACHMENT_UUID } from '../../data/files';
import type { Clock } from '../clock';
import { formatDateTime } from './dates';
import type { FileRow } from './wire';

/** Where file URLs point: `/hfle-files/{bucket}/[{directory}/]{key}@{encoded name}`. */
export const FILE_URL_PREFIX = '/hfle-files/';

export interface StoredFile extends Omit<FileRow, 'fileUrl'> {
  /** Path of the file URL; answers prefix it with the gateway origin. */
  urlPath: string;
  /** The storage key (the part of the URL before `@`): stored-file links name files by it. */
  fileKey: string;
  /** The old storage host's address of the file, for a file the property system moved here. */
  legacyUrl?: string;
  tenantId: number;
  content: { kind: 'memory'; bytes: Buffer } | { kind: 'disk'; path: string };
}

/** Whether a call may see (or change) a file: every store lookup takes one. */
export type FileCheck = (file: StoredFile) => boolean;

export interface NewFile {
  bytes: Buffer;
  fileName: string;
  fileType: string;
  bucketName: string;
  attachmentUuid: string | null;
  directory: string | null;
  storageCode: string | null;
  tenantId: number;
}

export function isKnownBucket(bucket: string | null): boolean {
  return bucket !== null && (FILE_BUCKETS as readonly string[]).includes(bucket);
}

function urlPathFor(bucket: string, directory: string | null, key: string, name: string): string {
  const dir = (directory ?? '')
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
  return `${FILE_URL_PREFIX}${bucket}/${dir ? `${dir}/` : ''}${key}@${encodeURIComponent(name)}`;
}

/** The wire row of a stored file, its URL on the gateway's origin. */
export function fileRow(origin: string, file: StoredFile): FileRow {
  return {
    fileId: file.fileId,
    fileName: file.fileName,
    fileUrl: `${origin}${file.urlPath}`,
    fileSize: file.fileSize,
    fileType: file.fileType,
    bucketName: file.bucketName,
    attachmentUuid: file.attachmentUuid,
    directory: file.directory,
    storageCode: file.storageCode,
    creationDate: file.creationDate,
  };
}

/** A file URL (absolute, relative, encoded or not) reduced to a comparable decoded path. */
export function comparablePath(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://mock.invalid').pathname;
  } catch {
    path = url;
  }
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export class FileStore {
  private files: StoredFile[] = [];
  private nextId = 1;
  private dir?: Promise<string>;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    this.removeDir().catch(() => undefined);
    this.files = seedFiles.map((seed, index) => {
      // a random key per reset, as uploads get: a seed's URL cannot be guessed either
      const fileKey = seed.fileKey ?? this.newUuid();
      return {
        fileId: index + 1,
        fileName: seed.fileName,
        fileSize: Buffer.byteLength(seed.content),
        fileType: seed.fileType,
        bucketName: seed.bucketName,
        attachmentUuid: seed.attachmentUuid ?? SEED_ATTACHMENT_UUID,
        directory: seed.directory,
        storageCode: seed.storageCode,
        creationDate: seed.creationDate,
        tenantId: seed.tenantId,
        urlPath: urlPathFor(seed.bucketName, seed.directory, fileKey, seed.fileName),
        fileKey,
        legacyUrl: seed.legacyUrl,
        content: { kind: 'memory', bytes: Buffer.from(seed.content) },
      };
    });
    this.nextId = this.files.length + 1;
  }

  /** Removes the temp folder and everything uploaded into it. */
  async dispose(): Promise<void> {
    await this.removeDir();
  }

  /** A new attachment UUID: 32 hex digits, as HZERO issues them. */
  newUuid(): string {
    return randomUUID().replace(/-/g, '');
  }

  async save(input: NewFile): Promise<StoredFile> {
    const fileId = this.nextId++;
    const path = join(await this.folder(), String(fileId));
    const fileKey = this.newUuid();
    await writeFile(path, input.bytes);
    const file: StoredFile = {
      fileId,
      fileName: input.fileName,
      fileSize: input.bytes.length,
      fileType: input.fileType,
      bucketName: input.bucketName,
      attachmentUuid: input.attachmentUuid,
      directory: input.directory,
      storageCode: input.storageCode,
      creationDate: formatDateTime(this.clock.now()),
      tenantId: input.tenantId,
      urlPath: urlPathFor(input.bucketName, input.directory, fileKey, input.fileName),
      fileKey,
      content: { kind: 'disk', path },
    };
    this.files.push(file);
    return file;
  }

  /** Every stored file that `may` accepts, oldest first. */
  all(may: FileCheck): StoredFile[] {
    return this.files.filter(may);
  }

  /**
   * Files of an attachment that `may` accepts (the caller's reach), oldest first; all buckets
   * when `bucketName` is null.
   */
  list(attachmentUuid: string, bucketName: string | null, may: FileCheck): StoredFile[] {
    return this.files.filter(
      (file) =>
        file.attachmentUuid === attachmentUuid &&
        (bucketName === null || file.bucketName === bucketName) &&
        may(file),
    );
  }

  /** The file of `bucketName` at `url` if `may` accepts it: one out of reach is not found. */
  findByUrl(url: string, bucketName: string, may: FileCheck): StoredFile | undefined {
    const wanted = comparablePath(url);
    return this.files.find(
      (file) =>
        file.bucketName === bucketName && comparablePath(file.urlPath) === wanted && may(file),
    );
  }

  /** The file stored under `fileKey` if `may` accepts it. */
  findByKey(fileKey: string, may: FileCheck): StoredFile | undefined {
    return this.files.find((file) => file.fileKey === fileKey && may(file));
  }

  /** The file the old storage host served at `legacyUrl`, if `may` accepts it. */
  findByLegacyUrl(legacyUrl: string, may: FileCheck): StoredFile | undefined {
    return this.files.find((file) => file.legacyUrl === legacyUrl && may(file));
  }

  /** The bytes of a file, or undefined when they are gone from disk. */
  async read(file: StoredFile): Promise<Buffer | undefined> {
    if (file.content.kind === 'memory') return file.content.bytes;
    return readFile(file.content.path).catch(() => undefined);
  }

  /** Deletes the files of `bucketName` whose URL is in `urls` and that `may` accepts: those. */
  async remove(bucketName: string, urls: string[], may: FileCheck): Promise<StoredFile[]> {
    const wanted = new Set(urls.map(comparablePath));
    const doomed = this.files.filter(
      (file) =>
        file.bucketName === bucketName && wanted.has(comparablePath(file.urlPath)) && may(file),
    );
    this.files = this.files.filter((file) => !doomed.includes(file));
    for (const file of doomed) {
      if (file.content.kind === 'disk') await unlink(file.content.path).catch(() => undefined);
    }
    return doomed;
  }

  private folder(): Promise<string> {
    this.dir ??= mkdtemp(join(tmpdir(), 'polaris-files-'));
    return this.dir;
  }

  private async removeDir(): Promise<void> {
    const dir = this.dir;
    this.dir = undefined;
    if (!dir) return;
    await rm(await dir, { recursive: true, force: true });
  }
}
