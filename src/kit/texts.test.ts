import { kitTexts } from './texts';

describe('kitTexts', () => {
  it('has every key in both shipped languages, none blank, all under hzero.common.kit', () => {
    const en = Object.keys(kitTexts.en_US).sort();
    expect(Object.keys(kitTexts.zh_CN).sort()).toEqual(en);
    for (const lang of ['en_US', 'zh_CN']) {
      for (const [key, text] of Object.entries(kitTexts[lang])) {
        expect(key.startsWith('hzero.common.kit.')).toBe(true);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('keeps the pager placeholders in every language', () => {
    for (const lang of ['en_US', 'zh_CN']) {
      const text = kitTexts[lang]['hzero.common.kit.pagination.total'];
      expect(text.match(/\{\w+\}/g)?.sort()).toEqual(['{end}', '{start}', '{total}']);
    }
  });

  it('names the field in every validation message, with the bound where there is one', () => {
    const bounds: Record<string, string[]> = {
      min: ['{min}'],
      max: ['{max}'],
      maxLength: ['{max}'],
    };
    for (const lang of ['en_US', 'zh_CN']) {
      for (const rule of ['required', 'number', 'min', 'max', 'maxLength', 'pattern']) {
        const text = kitTexts[lang][`hzero.common.kit.validation.${rule}`];
        expect(text.match(/\{\w+\}/g)?.sort()).toEqual(['{label}', ...(bounds[rule] ?? [])].sort());
      }
    }
  });
});
