/** Request and response shapes of the file service (`/hfle`; hzero-api.md "Files"). */

/** A stored file of an attachment (`GET /hfle/v1[/{tid}]/files/{attachmentUUID}/file`). */
export interface FileDto {
  fileId?: number;
  fileName: string;
  fileUrl: string;
  fileSize?: number;
  fileType?: string;
  bucketName: string;
  attachmentUuid?: string;
  directory?: string;
  storageCode?: string;
  creationDate?: string;
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

/** Query fields of a download link (spec section 3 "Download query fields"). */
export interface FileDownloadQuery extends FileLocation {
  /** The stored file's URL. */
  url: string;
}
