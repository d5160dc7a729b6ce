import { fieldRules } from './ResourceForm';
import type { FormFieldSpec } from './types';

const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? `:${JSON.stringify(values)}` : ''}`;

/** The message the field's own rule gives the value, or undefined when it passes. */
async function problemOf(field: FormFieldSpec, value: unknown): Promise<string | undefined> {
  const rule = fieldRules(field, 'Addresses', t).find(
    (one) => typeof one === 'object' && 'validator' in one,
  );
  if (!rule || typeof rule !== 'object' || !rule.validator) throw new Error('no own rule');
  try {
    await rule.validator({}, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('fieldRules: a field’s own rule (validate)', () => {
  const field: FormFieldSpec = {
    name: 'uris',
    kind: 'textarea',
    validate: (text: string) => {
      const bad = (text ?? '').split('\n').find((line) => line && !line.startsWith('https://'));
      return bad ? { key: 'page.error.uri', values: { uri: bad } } : undefined;
    },
  };

  it.each<[string, unknown, string | undefined]>([
    ['passes a good value', 'https://a.example', undefined],
    ['passes nothing typed', undefined, undefined],
    [
      'names the field and the entry at fault',
      'https://a.example\nftp://b.example',
      'page.error.uri:{"label":"Addresses","uri":"ftp://b.example"}',
    ],
  ])('%s', async (_case, value, expected) => {
    expect(await problemOf(field, value)).toBe(expected);
  });

  it('is not added for a field without one', () => {
    expect(fieldRules({ name: 'a', required: true }, 'A', t)).toHaveLength(1);
  });
});
