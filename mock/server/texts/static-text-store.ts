// The static texts (/hpfm/static-text): rich texts by code and language, seeded from
// mock/data/ui-config.ts. The readers by code (`static-texts/text/by-code/nullable`, `text-code`)
// answer what is stored here. The HTML is kept as sent: every display passes the one sanitiser.
import { staticTexts } from '../../data/ui-config';
import type { StaticTextDto, StaticTextRef } from '../../../src/services/platform/text-admin-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export interface StaticTextInput {
  textCode: string;
  lang: string;
  title: string;
  text: string;
  tenantId: number;
}

const seedRows = (): Map<number, StaticTextDto> =>
  new Map(staticTexts.map((row) => [row.textId, { ...row, objectVersionNumber: 1 }]));

export class StaticTextStore {
  private rows = seedRows();
  private nextId = Math.max(...this.rows.keys()) + 1;

  reset(): void {
    this.rows = seedRows();
    this.nextId = Math.max(...this.rows.keys()) + 1;
  }

  list(): StaticTextDto[] {
    return [...this.rows.values()].map((row) => ({ ...row }));
  }

  create(input: StaticTextInput): StaticTextDto {
    const taken = this.list().some(
      (row) =>
        row.tenantId === input.tenantId &&
        row.textCode === input.textCode &&
        row.lang === input.lang,
    );
    if (taken) {
      throw new AdminFailure('error.static_text.exists', {
        zh_CN: `${input.textCode} 在 ${input.lang} 中已有文本`,
        en_US: `${input.textCode} already has a text in ${input.lang}`,
      });
    }
    const row: StaticTextDto = { textId: this.nextId, ...input, objectVersionNumber: 1 };
    this.nextId += 1;
    this.rows.set(row.textId, row);
    return { ...row };
  }

  update(ref: StaticTextRef, changes: { title: string; text: string }): StaticTextDto {
    const row = this.found(ref);
    const saved = { ...row, ...changes, objectVersionNumber: row.objectVersionNumber + 1 };
    this.rows.set(row.textId, saved);
    return { ...saved };
  }

  /** All or none: an unknown or stale row fails the lot. */
  remove(refs: StaticTextRef[]): void {
    refs.forEach((ref) => this.found(ref));
    refs.forEach((ref) => this.rows.delete(ref.textId));
  }

  private found(ref: StaticTextRef): StaticTextDto {
    const row = this.rows.get(ref.textId);
    if (!row)
      throw notFound(`静态文本 ${ref.textId} 不存在`, `Static text ${ref.textId} does not exist`);
    checkVersion(row, ref.objectVersionNumber);
    return row;
  }
}
