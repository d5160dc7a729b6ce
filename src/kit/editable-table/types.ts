/**
 * The shapes of an editable table (spec sections 3 "Editable table row" and 5): rows carry a
 * status flag and child rows; columns say how a field is edited and what makes it valid.
 */
import type { ReactNode } from 'react';
import type { OptionItem } from '../options/meaning';

/** What a save does with the row: `create` new, `update` changed, `delete` marked for removal. */
export type RowStatus = 'create' | 'update' | 'delete';

export type RowKey = string | number;

/** A row as the table holds it: the page's fields, its status (none: unchanged) and children. */
export type EditableRow<T extends object> = T & {
  _status?: RowStatus;
  children?: EditableRow<T>[];
};

/** Validation rules of one field; checked in this order, the first that fails is shown. */
export interface FieldRules<T extends object = object> {
  /** Not undefined, null, blank text or an empty list (0 and false are values). */
  required?: boolean;
  /** Numbers only: anything else (but empty) fails. Implied by `min` or `max`. */
  number?: boolean;
  min?: number;
  max?: number;
  /** Characters of text (a Chinese character counts one). */
  maxLength?: number;
  /** Text must match (empty text is left to `required`). */
  pattern?: RegExp;
  /** What a failed `pattern` says, translated (default: "… is not in the expected format"). */
  patternMessage?: string;
  /**
   * Any other rule: a translated message when the value is wrong, else undefined. `place` is
   * where the row stands in the tree (rules such as "unique among its siblings" or "not the
   * same as a parent" need it); a value checked alone has no parents and no siblings.
   */
  validate?: (value: unknown, row: EditableRow<T>, place: RowPlace<T>) => string | undefined;
}

/** Where a row stands in the table's tree: its parents (the root first) and the other rows under the same parent (deleted ones left out). */
export interface RowPlace<T extends object> {
  parents: readonly EditableRow<T>[];
  siblings: readonly EditableRow<T>[];
}

/** The editors the table knows; a column may also render its own (`EditorRender`). */
export type EditorSpec =
  | { type: 'text'; placeholder?: string }
  | { type: 'number'; min?: number; max?: number; precision?: number; step?: number }
  | {
      type: 'switch' | 'checkbox';
      /** The field's values for on and off: HZERO flags are 1 and 0 (the default). */
      checkedValue?: unknown;
      uncheckedValue?: unknown;
    }
  | {
      type: 'select';
      options: readonly OptionItem[];
      allowClear?: boolean;
      placeholder?: string;
      /** Typing filters the options by their meaning (long lists: items, users). */
      showSearch?: boolean;
    };

/** What an editor must take to work in the table (focus on error, accessible error). */
export interface EditorProps {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The column's label, as the editor's accessible name. */
  'aria-label': string;
  'aria-invalid': boolean;
  /** The id of the error message, when there is one. */
  'aria-describedby'?: string;
  status?: 'error';
}

export type EditorRender<T extends object> = (props: EditorProps, row: EditableRow<T>) => ReactNode;

export interface EditableColumn<T extends object> {
  field: Extract<keyof T, string>;
  title: ReactNode;
  /** The field's name in messages and for screen readers (default: `title` when it is text). */
  label?: string;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  rules?: FieldRules<T>;
  /** No editor: the column is read-only. */
  editor?: EditorSpec | EditorRender<T>;
  /** Whether this row's field may be edited (e.g. a code only on new rows). Default: yes. */
  editable?: (row: EditableRow<T>) => boolean;
  /** How a read-only cell shows the value (default: the option's meaning, a flag, the text). */
  render?: (value: unknown, row: EditableRow<T>) => ReactNode;
}

/** The name of the rule a value broke (its message is `hzero.common.kit.validation.<rule>`). */
export type RuleName = 'required' | 'number' | 'min' | 'max' | 'maxLength' | 'pattern' | 'custom';

export interface FieldError {
  rule: RuleName;
  /** The rule's bound (`{ max: 60 }`), for the message. */
  params?: Record<string, number>;
  /** A message the page gave (custom rules, `patternMessage`). */
  message?: string;
}

/** An invalid field of one row; `trail` is the keys of its ancestors, the root first. */
export interface CellError extends FieldError {
  key: RowKey;
  field: string;
  trail: readonly RowKey[];
}
