import { fieldRules } from './ResourceForm';
import type { FormFieldSpec } from './types';

const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${values?.label ? `:${values.label}` : ''}`;

describe('fieldRules: required', () => {
  it.each<[string, FormFieldSpec, boolean]>([
    ['a text field refuses blank text', { name: 'a', required: true }, true],
    ['a textarea too', { name: 'a', kind: 'textarea', required: true }, true],
    ['a number stays bare', { name: 'a', kind: 'number', required: true }, false],
    [
      'a choice of ids stays bare (a number id would fail a string check)',
      { name: 'a', kind: 'select', required: true, options: () => [] },
      false,
    ],
    [
      'a custom control’s value stays bare (a month, an id)',
      { name: 'a', kind: 'custom', required: true, render: () => null },
      false,
    ],
    ['a switch stays bare', { name: 'a', kind: 'switch', required: true }, false],
  ])('%s', (_case, field, whitespace) => {
    const [rule] = fieldRules(field, 'A', t);
    expect(rule).toEqual({
      required: true,
      message: 'hzero.common.kit.validation.required:A',
      ...(whitespace ? { whitespace: true } : {}),
    });
  });
});
