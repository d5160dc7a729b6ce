/**
 * Request and response shapes of the file service's storage configurations and edit log
 * (`/hfle/v1[/{tid}]/storage-configs`, `/hfle/v1[/{tid}]/file-edit-logs`; issue 26). The mock
 * gateway's answers are these types.
 */

/** Where a storage configuration keeps files. */
export const STORAGE_TYPES = ['MINIO', 'ALIYUN', 'HUAWEI', 'QCLOUD', 'LOCAL'] as const;

export type StorageType = (typeof STORAGE_TYPES)[number];

/**
 * A storage configuration of a tenant: where its uploads go. Exactly one per tenant is its
 * default (`defaultFlag` 1): an upload that names no `storageCode` goes there. The access key's
 * secret is written only: answered as `accessKeySecretSetFlag`.
 */
export interface StorageConfigDto {
  storageConfigId: number;
  tenantId: number;
  tenantName: string;
  storageCode: string;
  storageType: StorageType;
  /** The service's address (a local storage: its folder). */
  endPoint: string;
  /** The address files are served from, if not the endpoint. */
  domain: string | null;
  accessKeyId: string | null;
  accessKeySecretSetFlag: 0 | 1;
  bucketPrefix: string | null;
  defaultFlag: 0 | 1;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface StorageConfigQuery {
  /** Site form only: one tenant's (the tenant form answers the caller's own). */
  tenantId?: number | string;
  storageCode?: string;
  storageType?: string;
}

/** A create (no id; `tenantId` on the site form) or a change (id and version). */
export interface StorageConfigSave {
  storageConfigId?: number;
  objectVersionNumber?: number;
  tenantId?: number;
  storageCode?: string;
  storageType: StorageType;
  endPoint: string;
  domain: string | null;
  accessKeyId: string | null;
  /** Left out (or blank) on a change: the stored one is kept. */
  accessKeySecret?: string;
  bucketPrefix: string | null;
  enabledFlag: 0 | 1;
}

/** What was done to a stored file. */
export const FILE_EDIT_TYPES = ['REPLACE', 'DELETE'] as const;

export type FileEditType = (typeof FILE_EDIT_TYPES)[number];

/** An entry of the file edit log: a stored file changed or removed, by whom and when. */
export interface FileEditLogDto {
  logId: number;
  tenantId: number;
  tenantName: string;
  fileId: number;
  fileName: string;
  bucketName: string;
  storageCode: string | null;
  editType: FileEditType;
  userId: number;
  editorName: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  editDate: string;
}

/** Filters of the edit log; the dates are `YYYY-MM-DD`, both inclusive. */
export interface FileEditLogQuery {
  tenantId?: number | string;
  fileName?: string;
  editorName?: string;
  fromEditDate?: string;
  toEditDate?: string;
}
