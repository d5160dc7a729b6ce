// What the texts and languages console changes (issue 26, part A): the prompt texts, the
// languages and the static texts. One field of GatewayState; reset() restores the seed.
import { LanguageStore } from './language-store';
import { PromptStore } from './prompt-store';
import { StaticTextStore } from './static-text-store';

export class TextRecords {
  readonly prompts = new PromptStore();
  readonly languages = new LanguageStore();
  readonly staticTexts = new StaticTextStore();

  reset(): void {
    this.prompts.reset();
    this.languages.reset();
    this.staticTexts.reset();
  }
}
