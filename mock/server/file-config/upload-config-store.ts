// Upload configurations per tenant (tenant 0: the platform's): what a bucket, or one directory of
// it, accepts (extensions and size). One per tenant, bucket and directory. The configuration an
// upload obeys (`applying`): the organisation's before the platform's, a directory's before its
// bucket's. Empty at reset: the file service's own limits apply until an administrator sets one.
import type { UploadConfigDto, UploadConfigSave } from '../../../src/services/file/types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

const BYTES = { KB: 1024, MB: 1024 * 1024 } as const;

export const configBytes = (config: UploadConfigDto) =>
  config.storageSize * BYTES[config.storageUnit];

/** The lower-case extensions of a comma-separated list. */
export const formatsOf = (config: UploadConfigDto): string[] =>
  config.fileFormat
    .split(',')
    .map((one) => one.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);

export class UploadConfigStore {
  private rows: UploadConfigDto[] = [];
  private nextId = 1;

  reset(): void {
    this.rows = [];
    this.nextId = 1;
  }

  list(tenantId: number): UploadConfigDto[] {
    return this.rows
      .filter((row) => row.tenantId === tenantId)
      .sort(
        (a, b) =>
          a.bucketName.localeCompare(b.bucketName) ||
          (a.directory ?? '').localeCompare(b.directory ?? ''),
      )
      .map((row) => ({ ...row }));
  }

  applying(
    tenantId: number,
    bucketName: string,
    directory: string | null,
  ): UploadConfigDto | undefined {
    const find = (tenant: number, dir: string | null) =>
      this.rows.find(
        (row) => row.tenantId === tenant && row.bucketName === bucketName && row.directory === dir,
      );
    const order: [number, string | null][] = [
      ...(directory ? [[tenantId, directory] as [number, string]] : []),
      [tenantId, null],
      ...(directory ? [[0, directory] as [number, string]] : []),
      [0, null],
    ];
    for (const [tenant, dir] of order) {
      const found = find(tenant, dir);
      if (found) return { ...found };
    }
    return undefined;
  }

  save(tenantId: number, input: UploadConfigSave): UploadConfigDto {
    const clash = this.rows.find(
      (row) =>
        row.tenantId === tenantId &&
        row.bucketName === input.bucketName &&
        row.directory === input.directory &&
        row.uploadConfigId !== input.uploadConfigId,
    );
    if (clash) {
      const where = `${input.bucketName}${input.directory ? `/${input.directory}` : ''}`;
      throw new AdminFailure('error.data_exists', {
        zh_CN: `${where} 已有上传配置`,
        en_US: `${where} already has an upload configuration`,
      });
    }
    if (input.uploadConfigId === undefined) {
      const row: UploadConfigDto = {
        uploadConfigId: this.nextId++,
        tenantId,
        bucketName: input.bucketName,
        directory: input.directory,
        fileFormat: input.fileFormat,
        storageSize: input.storageSize,
        storageUnit: input.storageUnit,
        objectVersionNumber: 1,
      };
      this.rows.push(row);
      return { ...row };
    }
    const stored = this.find(tenantId, input.uploadConfigId);
    checkVersion(stored, input.objectVersionNumber ?? -1);
    Object.assign(stored, {
      bucketName: input.bucketName,
      directory: input.directory,
      fileFormat: input.fileFormat,
      storageSize: input.storageSize,
      storageUnit: input.storageUnit,
      objectVersionNumber: stored.objectVersionNumber + 1,
    });
    return { ...stored };
  }

  remove(tenantId: number, uploadConfigId: number, version: number): void {
    const stored = this.find(tenantId, uploadConfigId);
    checkVersion(stored, version);
    this.rows = this.rows.filter((row) => row !== stored);
  }

  private find(tenantId: number, uploadConfigId: number): UploadConfigDto {
    const stored = this.rows.find(
      (row) => row.uploadConfigId === uploadConfigId && row.tenantId === tenantId,
    );
    if (!stored) throw notFound('上传配置不存在', 'The upload configuration does not exist');
    return stored;
  }
}
