// The languages the platform offers (/hpfm/languages), seeded from mock/data/languages.ts. As in
// HZERO, where lookup HPFM.LANGUAGE reads the language table, the lookup answers the enabled
// ones: the header's language list follows what is saved here. The platform's default language
// (zh_CN) cannot be disabled.
import { seedLanguages } from '../../data/languages';
import type { LanguageDto, LanguageSave } from '../../../src/services/platform/text-admin-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export const DEFAULT_LANGUAGE = 'zh_CN';

const seedRows = (): Map<number, LanguageDto> =>
  new Map(
    seedLanguages.map((language, index) => [
      index + 1,
      { id: index + 1, ...language, enabledFlag: 1, objectVersionNumber: 1 },
    ]),
  );

export class LanguageStore {
  private rows = seedRows();

  reset(): void {
    this.rows = seedRows();
  }

  list(): LanguageDto[] {
    return [...this.rows.values()].map((row) => ({ ...row }));
  }

  byCode(code: string): LanguageDto | undefined {
    return this.list().find((row) => row.code === code);
  }

  /** Offered to users: in the header's list, as a default language, as a prompt's language. */
  isEnabled(code: string): boolean {
    return this.byCode(code)?.enabledFlag === 1;
  }

  update(input: LanguageSave): LanguageDto {
    const row = this.rows.get(input.id);
    if (!row) throw notFound(`语言 ${input.id} 不存在`, `Language ${input.id} does not exist`);
    checkVersion(row, input.objectVersionNumber);
    if (input.enabledFlag === 0 && row.code === DEFAULT_LANGUAGE) {
      throw new AdminFailure('error.language.default', {
        zh_CN: `${row.code} 是平台的默认语言，不能禁用`,
        en_US: `${row.code} is the platform’s default language and cannot be disabled`,
      });
    }
    const saved: LanguageDto = {
      ...row,
      name: input.name ?? row.name,
      description: input.description ?? row.description,
      enabledFlag: input.enabledFlag ?? row.enabledFlag,
      objectVersionNumber: row.objectVersionNumber + 1,
    };
    this.rows.set(row.id, saved);
    return { ...saved };
  }
}
