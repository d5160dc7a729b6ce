// The prompt texts as rows (/hpfm/prompt): one key's text in one language, seeded from
// mock/data/prompts. GET /hpfm/v1[/{orgId}]/prompt/{lang} answers from these rows, so a text
// created, changed or deleted here is what the next texts load serves. ja_JP and de_DE hold the
// keys they translate; en_US answers for the others (`texts`).
import { deDE } from '../../data/prompts/de_DE';
import { enUS } from '../../data/prompts/en_US';
import { jaJP } from '../../data/prompts/ja_JP';
import { zhCN } from '../../data/prompts/zh_CN';
import {
  promptFullKey,
  type PromptDto,
  type PromptRef,
} from '../../../src/services/platform/text-admin-types';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';
import type { PromptMap } from '../types';

const SEED: Record<string, PromptMap> = { zh_CN: zhCN, en_US: enUS, ja_JP: jaJP, de_DE: deDE };

/** Languages answered per missing key with en_US. */
const PARTIAL = new Set(['ja_JP', 'de_DE']);

/** A key's module and the rest: `hzero.common.button.save` → `hzero.common` + `button.save`. */
export function splitPromptKey(key: string): { promptKey: string; promptCode: string } {
  const parts = key.split('.');
  if (parts.length < 3) return { promptKey: parts[0], promptCode: parts.slice(1).join('.') };
  return { promptKey: parts.slice(0, 2).join('.'), promptCode: parts.slice(2).join('.') };
}

/** `a.b` segments of letters, digits, `_` and `-`. */
const KEY_PART = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

export interface PromptInput {
  promptKey: string;
  promptCode: string;
  lang: string;
  description: string;
}

function seedRows(): Map<number, PromptDto> {
  const rows = new Map<number, PromptDto>();
  let id = 1;
  for (const [lang, texts] of Object.entries(SEED)) {
    for (const [key, description] of Object.entries(texts)) {
      rows.set(id, {
        promptId: id,
        ...splitPromptKey(key),
        lang,
        description,
        tenantId: 0,
        objectVersionNumber: 1,
      });
      id += 1;
    }
  }
  return rows;
}

export class PromptStore {
  private rows = seedRows();
  private nextId = this.rows.size + 1;

  reset(): void {
    this.rows = seedRows();
    this.nextId = this.rows.size + 1;
  }

  list(): PromptDto[] {
    return [...this.rows.values()];
  }

  /** Every key's text in `lang` (en_US per missing key for the partial ones); null: no rows. */
  texts(lang: string): PromptMap | null {
    const own = this.textsOf(lang);
    if (PARTIAL.has(lang)) return { ...this.textsOf('en_US'), ...own };
    return Object.keys(own).length > 0 ? own : null;
  }

  private textsOf(lang: string): PromptMap {
    const texts: PromptMap = {};
    for (const row of this.rows.values()) {
      if (row.lang === lang) texts[promptFullKey(row)] = row.description;
    }
    return texts;
  }

  create(input: PromptInput): PromptDto {
    for (const [field, value] of [
      ['promptKey', input.promptKey],
      ['promptCode', input.promptCode],
    ] as const) {
      if (!KEY_PART.test(value)) {
        throw invalid(
          `${field} 只能是以 . 分隔的字母、数字、_ 和 -，收到 ${value}`,
          `${field} must be letters, digits, _ and - separated by dots, got ${value}`,
        );
      }
    }
    const key = promptFullKey(input);
    if (this.list().some((row) => row.lang === input.lang && promptFullKey(row) === key)) {
      throw new AdminFailure('error.prompt.exists', {
        zh_CN: `${key} 在 ${input.lang} 中已有文本`,
        en_US: `${key} already has a text in ${input.lang}`,
      });
    }
    const row: PromptDto = {
      promptId: this.nextId,
      ...input,
      tenantId: 0,
      objectVersionNumber: 1,
    };
    this.nextId += 1;
    this.rows.set(row.promptId, row);
    return { ...row };
  }

  update(ref: PromptRef, description: string): PromptDto {
    const row = this.found(ref);
    const saved = { ...row, description, objectVersionNumber: row.objectVersionNumber + 1 };
    this.rows.set(row.promptId, saved);
    return { ...saved };
  }

  /** Deletes all the rows or none (an unknown or stale one fails the lot). */
  remove(refs: PromptRef[]): void {
    refs.forEach((ref) => this.found(ref));
    refs.forEach((ref) => this.rows.delete(ref.promptId));
  }

  private found(ref: PromptRef): PromptDto {
    const row = this.rows.get(ref.promptId);
    if (!row) {
      throw notFound(`文本 ${ref.promptId} 不存在`, `Text ${ref.promptId} does not exist`);
    }
    checkVersion(row, ref.objectVersionNumber);
    return row;
  }
}
