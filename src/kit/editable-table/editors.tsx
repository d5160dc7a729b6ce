/**
 * The editors a column can ask for (`editor: { type: 'select', options }`), wired so the table
 * can focus them (`id`) and tie them to their error (`aria-invalid`, `aria-describedby`,
 * antd's error outline), and how a read-only cell shows the same field.
 */
import { Checkbox, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { meaningOf } from '../options/meaning';
import type { EditableRow, EditorProps, EditorRender, EditorSpec } from './types';

type Flag = Extract<EditorSpec, { type: 'switch' | 'checkbox' }>;

/** HZERO flags are 1 and 0 unless the column says otherwise. */
const flagValues = (spec: Flag) => ({
  on: 'checkedValue' in spec ? spec.checkedValue : 1,
  off: 'uncheckedValue' in spec ? spec.uncheckedValue : 0,
});

export function renderEditor<T extends object>(
  editor: EditorSpec | EditorRender<T>,
  props: EditorProps,
  row: EditableRow<T>,
): ReactNode {
  if (typeof editor === 'function') return editor(props, row);
  const { value, onChange, status, ...aria } = props;
  switch (editor.type) {
    case 'text':
      return (
        <Input
          {...aria}
          status={status}
          placeholder={editor.placeholder}
          value={typeof value === 'string' ? value : value == null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          {...aria}
          status={status}
          min={editor.min}
          max={editor.max}
          precision={editor.precision}
          step={editor.step}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(next)}
        />
      );
    case 'switch': {
      const { on, off } = flagValues(editor);
      return (
        <Switch
          {...aria}
          size="small"
          checked={value === on}
          onChange={(checked) => onChange(checked ? on : off)}
        />
      );
    }
    case 'checkbox': {
      const { on, off } = flagValues(editor);
      return (
        <Checkbox
          {...aria}
          checked={value === on}
          onChange={(event) => onChange(event.target.checked ? on : off)}
        />
      );
    }
    case 'select':
      return (
        <Select
          {...aria}
          status={status}
          allowClear={editor.allowClear}
          placeholder={editor.placeholder}
          showSearch={editor.showSearch}
          optionFilterProp="label"
          style={{ width: '100%' }}
          options={editor.options.map((option) => ({ value: option.value, label: option.meaning }))}
          value={value ?? undefined}
          onChange={(next: unknown) => onChange(next ?? null)}
        />
      );
  }
}

/** A read-only cell: options by their meaning, flags as a disabled switch or box, else text. */
export function renderValue(
  editor: EditorSpec | undefined,
  value: unknown,
  label: string,
): ReactNode {
  if (editor?.type === 'select') {
    const code = typeof value === 'number' || typeof value === 'string' ? value : undefined;
    return meaningOf(editor.options, code) ?? code;
  }
  if (editor?.type === 'switch' || editor?.type === 'checkbox') {
    const checked = value === flagValues(editor).on;
    return editor.type === 'switch' ? (
      <Switch size="small" aria-label={label} checked={checked} disabled />
    ) : (
      <Checkbox aria-label={label} checked={checked} disabled />
    );
  }
  return value == null ? '' : String(value);
}
