// What the texts and languages console changes (issue 26, part A): the prompt texts and the
// languages. One field of GatewayState; reset() restores the seed.
import { LanguageStore } from './language-store';
import { PromptStore } from './prompt-store';

export class TextRecords {
  readonly prompts = new PromptStore();
  readonly languages = new LanguageStore();

  reset(): void {
    this.prompts.reset();
    this.languages.reset();
  }
}
