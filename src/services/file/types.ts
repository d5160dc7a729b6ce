/**
 * Request and response shapes of the file service (`/hfle`; hzero-api.md "Files", spec sections
 * 3, 7 and 9). The mock gateway's answers are these types (mock/server/work/wire.ts, `Sent`).
 */

/** Spec section 9: the only storage buckets the file service knows. */
export const FILE_BUCKETS = [
  'public',
  'hpfm',
  'hmsg',
  'hsdr',
  'hrpt',
  'hivc',
  'hocr',
  'hadm',
  'hwfp',
  'hims',
  'hitf',
  'himp',
  'hfle',
  'hiot',
  'horc',
  'hfnt',
  'hwkf',
] as const;

export type FileBucket = (typeof FILE_BUCKETS)[number];

/** A stored file of an attachment (`GET /hfle/v1[/{tid}]/files/{attachmentUUID}/file`). */
export interface FileDto {
  fileId?: number;
  fileName: string;
  fileUrl: string;
  fileSize?: number;
  fileType?: string;
  bucketName: string;
  attachmentUuid?: string | null;
  directory?: string | null;
  storageCode?: string | null;
  creationDate?: string;
}

/** A row of the file aggregate list (`GET /hfle/v1[/{tid}]/files`): a file and its tenant. */
export interface FileAggregateDto extends FileDto {
  tenantId?: number;
  tenantName?: string;
}

/** Filters of the file aggregate list; the dates are `YYYY-MM-DD[ HH:mm:ss]`, both inclusive. */
export interface FileAggregateQuery {
  bucketName?: string;
  directory?: string;
  fileName?: string;
  fileType?: string;
  attachmentUuid?: string;
  fromCreateDate?: string;
  toCreateDate?: string;
  page?: number;
  size?: number;
}

/** `POST /hfle/v1[/{tid}]/files/uuid` answers the new UUID in `content`. */
export interface UuidDto {
  content: string;
}

/** The place a file lives (spec section 3 "File attachment"). */
export interface FileLocation {
  bucketName: string;
  storageCode?: string;
  directory?: string;
}

/** `delete-by-uuidurl` and its `not-null` form: the attachment and where its files live. */
export interface AttachmentFilesLocation extends FileLocation {
  attachmentUUID: string;
}

/** Query fields of a download (spec section 3 "Download query fields"), the token aside. */
export interface FileDownloadQuery extends FileLocation {
  /** The stored file's URL. */
  url: string;
}

/** The unit of an upload configuration's size limit. */
export type StorageUnit = 'KB' | 'MB';

/**
 * An upload configuration (`/hfle/v1[/{tid}]/upload-configs`): what a bucket (or one directory
 * of it) accepts. The platform's (tenant 0) apply to every organisation without its own.
 */
export interface UploadConfigDto {
  uploadConfigId: number;
  tenantId: number;
  bucketName: string;
  /** One directory of the bucket; null: the whole bucket. */
  directory: string | null;
  /** Allowed extensions, comma-separated (`pdf,png`); '' allows any. */
  fileFormat: string;
  storageSize: number;
  storageUnit: StorageUnit;
  objectVersionNumber: number;
}

export interface UploadConfigQuery {
  bucketName?: string;
  directory?: string;
}

export interface UploadConfigSave {
  uploadConfigId?: number;
  objectVersionNumber?: number;
  bucketName: string;
  directory: string | null;
  fileFormat: string;
  storageSize: number;
  storageUnit: StorageUnit;
}
