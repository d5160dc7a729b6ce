// Seed storage configurations of the file service (issue 26): each organisation's first one (its
// id the organisation's place: 1 the platform, 2 Acme, 3 Globex) is its default, a MinIO store
// coded DEFAULT, which the seed files name; Acme has an Aliyun OSS one besides, not its default.
import type { StorageType } from '../../src/services/file/storage-types';

export interface SeedStorageConfig {
  tenantId: number;
  storageCode: string;
  storageType: StorageType;
  endPoint: string;
  domain: string | null;
  accessKeyId: string | null;
  /** The access key's secret: the gateway never answers it. */
  secret: string | null;
  bucketPrefix: string | null;
  defaultFlag: 0 | 1;
  enabledFlag: 0 | 1;
}

const minio = (tenantId: number, bucketPrefix: string): SeedStorageConfig => ({
  tenantId,
  storageCode: 'DEFAULT',
  storageType: 'MINIO',
  endPoint: 'http://minio.localhost:9000',
  domain: null,
  accessKeyId: 'polaris-minio',
  secret: 'seed-minio-secret',
  bucketPrefix,
  defaultFlag: 1,
  enabledFlag: 1,
});

export const seedStorageConfigs: SeedStorageConfig[] = [
  minio(0, 'hzero'),
  minio(1, 'acme'),
  minio(2, 'globex'),
  {
    tenantId: 1,
    storageCode: 'ACME-OSS',
    storageType: 'ALIYUN',
    endPoint: 'https://oss-cn-shanghai.aliyuncs.com',
    domain: 'https://files.acme.example',
    accessKeyId: 'LTAI-acme',
    secret: 'seed-oss-secret',
    bucketPrefix: 'acme-prod',
    defaultFlag: 0,
    enabledFlag: 1,
  },
];
