/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { prepareDomForAntd } from '../../../test/support/render-page';
import { renderEditor, renderValue } from './editors';
import type { EditorSpec } from './types';

beforeAll(prepareDomForAntd);

const options = [
  { value: 'M', meaning: 'Male' },
  { value: 'F', meaning: 'Female' },
];

interface HarnessProps {
  spec: EditorSpec;
  initial: unknown;
  invalid?: boolean;
}

function Harness({ spec, initial, invalid = false }: HarnessProps) {
  const [value, setValue] = useState<unknown>(initial);
  const props = {
    id: 'cell',
    value,
    onChange: setValue,
    'aria-label': 'Field',
    'aria-invalid': invalid,
    'aria-describedby': invalid ? 'cell-error' : undefined,
  };
  return (
    <>
      {renderEditor(spec, props, {})}
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const shown = () => screen.getByRole('status').textContent;

describe('renderEditor', () => {
  it('gives the id, name and error of the field to the focusable element of every editor', () => {
    const specs: EditorSpec[] = [
      { type: 'text' },
      { type: 'number' },
      { type: 'switch' },
      { type: 'checkbox' },
      { type: 'select', options },
    ];
    for (const spec of specs) {
      const { unmount } = render(<Harness spec={spec} initial={undefined} invalid />);
      const element = document.getElementById('cell');
      expect(element?.matches('input, button')).toBe(true);
      expect(element?.getAttribute('aria-label')).toBe('Field');
      expect([spec.type, element?.getAttribute('aria-invalid')]).toEqual([spec.type, 'true']);
      expect([spec.type, element?.getAttribute('aria-describedby')]).toEqual([
        spec.type,
        'cell-error',
      ]);
      unmount();
    }
  });

  it.each<[string, EditorSpec, unknown, string]>([
    ['switch: HZERO flags by default', { type: 'switch' }, 1, '0'],
    [
      'checkbox: the column’s values',
      { type: 'checkbox', checkedValue: 'Y', uncheckedValue: 'N' },
      'N',
      '"Y"',
    ],
  ])('%s', (_case, spec, initial, after) => {
    render(<Harness spec={spec} initial={initial} />);
    fireEvent.click(document.getElementById('cell') as HTMLElement);
    expect(shown()).toBe(after);
  });

  it('number: empty is null', () => {
    render(<Harness spec={{ type: 'number' }} initial={3} />);
    fireEvent.change(document.getElementById('cell') as HTMLElement, { target: { value: '' } });
    expect(shown()).toBe('null');
  });

  it('select: picks an option by its meaning', async () => {
    render(<Harness spec={{ type: 'select', options }} initial="M" />);
    fireEvent.mouseDown(document.getElementById('cell') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Female'));
    expect(shown()).toBe('"F"');
  });
});

describe('renderValue', () => {
  it.each<[EditorSpec | undefined, unknown, string]>([
    [{ type: 'select', options }, 'F', 'Female'],
    [{ type: 'select', options }, 'X', 'X'],
    [undefined, 12, '12'],
    [undefined, null, ''],
  ])('%p shows %p as %p', (spec, value, text) => {
    render(<>{renderValue(spec, value, 'Field')}</>);
    expect(document.body.textContent).toBe(text);
  });

  it('shows a flag as a disabled switch', () => {
    render(<>{renderValue({ type: 'switch' }, 1, 'Enabled')}</>);
    const flag = screen.getByRole('switch', { name: 'Enabled' });
    expect(flag.getAttribute('aria-checked')).toBe('true');
    expect(flag).toHaveProperty('disabled', true);
  });
});
