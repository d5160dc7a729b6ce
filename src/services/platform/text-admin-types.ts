/**
 * The answers of the texts and languages console (/hpfm/prompt, /hpfm/languages), shared with the
 * gateway: a prompt row is one key's text in one language, HZERO's `promptKey` (the module, e.g.
 * `hzero.common`) and `promptCode` (the rest, e.g. `button.save`) joined by a dot.
 */

export interface PromptDto {
  promptId: number;
  promptKey: string;
  promptCode: string;
  lang: string;
  description: string;
  tenantId: number;
  objectVersionNumber: number;
}

export interface PromptQuery {
  promptKey?: string;
  promptCode?: string;
  lang?: string;
  description?: string;
}

/** `POST /hpfm/v1/prompts` creates (no promptId); `PUT` changes the description of one row. */
export interface PromptSave {
  promptId?: number;
  objectVersionNumber?: number;
  promptKey?: string;
  promptCode?: string;
  lang?: string;
  description: string;
}

export type PromptRef = Pick<PromptDto, 'promptId' | 'objectVersionNumber'>;

/** The whole key a prompt row gives a text to. */
export function promptFullKey(row: Pick<PromptDto, 'promptKey' | 'promptCode'>): string {
  return `${row.promptKey}.${row.promptCode}`;
}

/** One row of `GET /hpfm/v1/languages` (paged) and `/languages/list`: a language the platform offers. */
export interface LanguageDto {
  id: number;
  code: string;
  name: string;
  description: string;
  /** 1: offered in the header's language list (lookup HPFM.LANGUAGE); 0: not offered. */
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface LanguageQuery {
  code?: string;
  name?: string;
}

/** `PUT /hpfm/v1/languages`: the name, description and status of one language. */
export interface LanguageSave {
  id: number;
  objectVersionNumber: number;
  name?: string;
  description?: string;
  enabledFlag?: 0 | 1;
}

/**
 * One row of `GET /hpfm/v1/static-texts`: a rich text (HTML, shown only through the one
 * sanitiser, `src/security/sanitize-html.ts`) by code and language; tenant 0 is the platform's.
 */
export interface StaticTextDto {
  textId: number;
  textCode: string;
  title: string;
  lang: string;
  tenantId: number;
  text: string;
  objectVersionNumber: number;
}

export interface StaticTextQuery {
  textCode?: string;
  title?: string;
  lang?: string;
}

/** `POST /hpfm/v1/static-texts` creates (no textId); `PUT` changes the title and text of one. */
export interface StaticTextSave {
  textId?: number;
  objectVersionNumber?: number;
  textCode?: string;
  lang?: string;
  title: string;
  text: string;
}

export type StaticTextRef = Pick<StaticTextDto, 'textId' | 'objectVersionNumber'>;
