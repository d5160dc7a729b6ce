// Seed attachments of the file service and the storage buckets it knows (spec section 9).

import type { FileBucket } from '../../src/services/file/types';

/** The only buckets the file service accepts (spec section 9; the client's list). */
export { FILE_BUCKETS, type FileBucket } from '../../src/services/file/types';

/** Attachment UUID whose list is non-empty after every reset. */
export const SEED_ATTACHMENT_UUID = 'c0ffee00d1ce4a5e9b7a5eed00000001';

export interface SeedFile {
  /** Default: SEED_ATTACHMENT_UUID. */
  attachmentUuid?: string;
  fileName: string;
  fileType: string;
  bucketName: FileBucket;
  directory: string | null;
  storageCode: string | null;
  tenantId: number;
  creationDate: string;
  content: string | Buffer;
  /** A stable storage key (stored-file links name it); default: a random one per reset. */
  fileKey?: string;
  /** Where the property system's old storage served the file (its history-access address). */
  legacyUrl?: string;
}

/** The property system's old storage host: its images fail and are read through the history URL. */
export const LEGACY_FILE_ORIGIN = 'http://legacy-files.localhost';

export const seedFiles: SeedFile[] = [
  {
    fileName: '租赁合同-A栋101.txt',
    fileType: 'text/plain',
    bucketName: 'hfle',
    directory: 'contracts',
    storageCode: 'DEFAULT',
    tenantId: 1,
    creationDate: '2024-05-06 09:30:00',
    content: '租赁合同\n承租方: Acme Property\n房间: A栋101\n租期: 2024-06-01 至 2025-05-31\n',
  },
  {
    fileName: 'site-plan.svg',
    fileType: 'image/svg+xml',
    bucketName: 'hfle',
    directory: 'contracts',
    storageCode: 'DEFAULT',
    tenantId: 1,
    creationDate: '2024-05-06 09:31:12',
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">' +
      '<rect x="4" y="4" width="112" height="72" fill="#e8f5e9" stroke="#34A853"/>' +
      '<text x="60" y="46" text-anchor="middle" font-size="14">A-101</text></svg>\n',
  },
  {
    fileName: 'meter-readings.csv',
    fileType: 'text/csv',
    bucketName: 'hfle',
    directory: 'contracts',
    storageCode: 'DEFAULT',
    tenantId: 1,
    creationDate: '2024-05-07 16:02:45',
    content: 'room,month,water,electricity\nA-101,2024-04,12.5,310\nA-101,2024-05,11.8,295\n',
  },
  {
    attachmentUuid: 'c0ffee00d1ce4a5e9b7a5eed00000002',
    fileName: 'platform-logo.svg',
    fileType: 'image/svg+xml',
    bucketName: 'hpfm',
    directory: 'branding',
    storageCode: 'DEFAULT',
    tenantId: 0,
    creationDate: '2024-03-18 11:20:00',
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
      '<circle cx="32" cy="32" r="28" fill="#34A853"/></svg>\n',
  },
  {
    attachmentUuid: 'c0ffee00d1ce4a5e9b7a5eed00000003',
    fileName: 'shift-roster.csv',
    fileType: 'text/csv',
    bucketName: 'hmsg',
    directory: null,
    storageCode: 'DEFAULT',
    tenantId: 2,
    creationDate: '2024-06-02 08:05:10',
    content: 'line,shift,lead\nL1,early,Wang\nL2,late,Schmidt\n',
  },
  // The property system's stored files (issue 23): linked by key from complaints; the photo
  // also sits on the old storage host.
  {
    attachmentUuid: 'c0ffee00d1ce4a5e9b7a5eed00000023',
    fileName: '漏水照片.png',
    fileType: 'image/png',
    bucketName: 'hfle',
    directory: 'wuye',
    storageCode: 'DEFAULT',
    tenantId: 1,
    creationDate: '2024-06-02 08:15:00',
    fileKey: 'wuye-photo-0001',
    legacyUrl: `${LEGACY_FILE_ORIGIN}/wuye/2024/leak-photo.png`,
    // a 48 × 32 checkerboard
    content: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAARklEQVR42u3WsQkAIAwEwEzivO4pLmAvuEAsxSIHXz7kqiQx1k7T+kzzuh9AQEDlQL8G3/pAQED1QDY1EBCQf8jpAAIqDjrSvBfEEnSNtQAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  {
    attachmentUuid: 'c0ffee00d1ce4a5e9b7a5eed00000023',
    fileName: '投诉说明.txt',
    fileType: 'text/plain',
    bucketName: 'hfle',
    directory: 'wuye',
    storageCode: 'DEFAULT',
    tenantId: 1,
    creationDate: '2024-06-02 08:16:00',
    fileKey: 'wuye-doc-0001',
    content: '投诉说明\n楼上漏水，已持续三天。\n',
  },
];
