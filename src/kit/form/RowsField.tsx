/**
 * A form control for a short list of small records edited in place (a lookup view's fields, a
 * rule's segments): one table row per record, a text, number, switch or select control per
 * column, Add below and Remove on each row. Form.Item hands it `id`, `value` and `onChange`; what a record
 * must hold is the field's own rule (`validate` on the form field). Each control is labelled by
 * its column and row number, so a rule's message can name the row at fault.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Switch, Table } from 'antd';
import { useIntl } from '../../i18n/useIntl';

export type RowsFieldRecord = Record<string, string | number | null | undefined>;

export interface RowsFieldColumn {
  key: string;
  /** Its title, already translated. */
  title: string;
  kind?: 'text' | 'number' | 'switch' | 'select';
  width?: number;
  min?: number;
  max?: number;
  /** A select column's choices (labels already translated). */
  options?: readonly { value: string | number; label: string }[];
}

export interface RowsFieldProps {
  id?: string;
  value?: RowsFieldRecord[];
  onChange?: (value: RowsFieldRecord[]) => void;
  columns: readonly RowsFieldColumn[];
  /** A new record's values. */
  newRow: () => RowsFieldRecord;
}

/** A switch column holds 1 or 0. */
const flag = (checked: boolean) => (checked ? 1 : 0);

export function RowsField({ id, value = [], onChange, columns, newRow }: RowsFieldProps) {
  const { t } = useIntl();
  const change = (index: number, key: string, cell: string | number | null) =>
    onChange?.(value.map((row, i) => (i === index ? { ...row, [key]: cell } : row)));
  const label = (column: RowsFieldColumn, index: number) =>
    t('hzero.common.kit.rows.cell', { column: column.title, row: index + 1 });

  const control = (column: RowsFieldColumn, row: RowsFieldRecord, index: number) => {
    const cell = row[column.key];
    if (column.kind === 'switch') {
      return (
        <Switch
          size="small"
          aria-label={label(column, index)}
          checked={cell === 1}
          onChange={(checked) => change(index, column.key, flag(checked))}
        />
      );
    }
    if (column.kind === 'select') {
      return (
        <Select
          size="small"
          aria-label={label(column, index)}
          value={cell ?? undefined}
          options={column.options?.map((option) => ({ ...option }))}
          style={{ width: '100%' }}
          onChange={(chosen: string | number) => change(index, column.key, chosen)}
        />
      );
    }
    if (column.kind === 'number') {
      return (
        <InputNumber
          size="small"
          aria-label={label(column, index)}
          value={typeof cell === 'number' ? cell : null}
          min={column.min}
          max={column.max}
          precision={0}
          onChange={(number) => change(index, column.key, number)}
        />
      );
    }
    return (
      <Input
        size="small"
        spellCheck={false}
        aria-label={label(column, index)}
        value={cell === null || cell === undefined ? '' : String(cell)}
        onChange={(event) => change(index, column.key, event.target.value)}
      />
    );
  };

  return (
    <div id={id}>
      <Table<RowsFieldRecord & { _index: number }>
        size="small"
        pagination={false}
        rowKey="_index"
        dataSource={value.map((row, index) => ({ ...row, _index: index }))}
        columns={[
          ...columns.map((column) => ({
            key: column.key,
            title: column.title,
            width: column.width,
            render: (_: unknown, row: RowsFieldRecord & { _index: number }) =>
              control(column, row, row._index),
          })),
          {
            key: '_remove',
            width: 48,
            render: (_: unknown, row: { _index: number }) => (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('hzero.common.kit.rows.remove', { row: row._index + 1 })}
                onClick={() => onChange?.(value.filter((_row, i) => i !== row._index))}
              />
            ),
          },
        ]}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => onChange?.([...value, newRow()])}
      >
        {t('hzero.common.kit.rows.add')}
      </Button>
    </div>
  );
}
