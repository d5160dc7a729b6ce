/**
 * A resource's search fields inside the kit's SearchForm: each kind its one control (a linked
 * pair of date-time pickers keeps the end after the start), and the form's values turned into
 * the list's filters (a range picker becomes its two day fields).
 */
import { Col, DatePicker, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from '../../i18n/useIntl';
import { LovSelect } from '../lov/LovSelect';
import {
  disabledDateAfter,
  disabledDateBefore,
  disabledTimeAfter,
  disabledTimeBefore,
} from '../time/disabled-time';
import type { SearchFieldSpec } from './types';

/** Columns of 24 a search field takes unless it says. */
export const SEARCH_FIELD_SPAN = 6;

interface DayValue {
  format(pattern: string): string;
}

/**
 * The search form's values → the filters: a `dateRange` field becomes `from` and `to` days, a
 * `month` field its `YYYY-MM`.
 */
export function filtersOf(
  fields: readonly SearchFieldSpec[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (field.kind === 'month') {
      out[field.name] = (values[field.name] as DayValue | null | undefined)?.format('YYYY-MM');
    }
    if (field.kind !== 'dateRange') continue;
    const range = values[field.name] as [DayValue | null, DayValue | null] | null | undefined;
    delete out[field.name];
    out[field.from] = range?.[0]?.format('YYYY-MM-DD');
    out[field.to] = range?.[1]?.format('YYYY-MM-DD');
  }
  return out;
}

/** Columns the Search and Reset buttons take: what is left of the last row (at least 4). */
export function buttonSpanOf(fields: readonly SearchFieldSpec[]): number {
  const used = fields.reduce((sum, field) => sum + (field.span ?? SEARCH_FIELD_SPAN), 0) % 24;
  const left = 24 - used;
  return left >= 4 ? left : 24;
}

/** What Form.Item hands its control. */
interface Injected {
  value?: unknown;
  onChange?: (...args: unknown[]) => void;
  id?: string;
}

/** A date-time picker kept on the right side of the other one of its pair. */
function LinkedDateTime(
  props: Injected & {
    form: FormInstance;
    other?: string;
    side: 'after' | 'before';
    withTime: boolean;
  },
) {
  const { form, other, side, withTime, ...rest } = props;
  const bound = Form.useWatch(other ?? '__none__', form) as Dayjs | null | undefined;
  const limits =
    other === undefined
      ? {}
      : side === 'after'
        ? { disabledDate: disabledDateBefore(bound), disabledTime: disabledTimeBefore(bound) }
        : { disabledDate: disabledDateAfter(bound), disabledTime: disabledTimeAfter(bound) };
  return <DatePicker showTime={withTime} {...limits} {...(rest as object)} />;
}

function Control({
  field,
  form,
  ...injected
}: Injected & { field: SearchFieldSpec; form: FormInstance }) {
  const { t } = useIntl();
  const placeholder = field.placeholder ? t(field.placeholder) : undefined;
  const rest = injected as object;
  switch (field.kind) {
    case 'number':
      return (
        <InputNumber
          min={field.min}
          precision={0}
          style={{ width: '100%' }}
          placeholder={placeholder}
          {...rest}
        />
      );
    case 'lov':
      return <LovSelect lovCode={field.lovCode} allowClear placeholder={placeholder} {...rest} />;
    case 'select':
      return <Select allowClear placeholder={placeholder} options={field.options(t)} {...rest} />;
    case 'dateTime':
      return (
        <LinkedDateTime
          form={form}
          other={field.after ?? field.before}
          side={field.after ? 'after' : 'before'}
          withTime={field.withTime ?? true}
          {...injected}
        />
      );
    case 'month':
      return <DatePicker picker="month" placeholder={placeholder} {...rest} />;
    case 'dateRange':
      return <DatePicker.RangePicker allowEmpty={[true, true]} {...rest} />;
    default:
      return <Input allowClear placeholder={placeholder} {...rest} />;
  }
}

export function SearchFields(props: {
  fields: readonly SearchFieldSpec[];
  texts: string;
  form: FormInstance;
}) {
  const { t } = useIntl();
  return (
    <>
      {props.fields.map((field) => (
        <Col key={field.name} span={field.span ?? SEARCH_FIELD_SPAN}>
          <Form.Item
            name={field.name}
            label={t(field.label ?? `${props.texts}.field.${field.name}`)}
          >
            <Control field={field} form={props.form} />
          </Form.Item>
        </Col>
      ))}
    </>
  );
}
