/**
 * A calendar day as a form field whose value is the wire text `YYYY-MM-DD` (what the gateway
 * sends and takes), shown in the user's date format. For a kit form's `custom` field:
 *
 *     { name: 'startDate', kind: 'custom', required: true, render: () => <DayField /> }
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useModelState } from '../../core/model/react';
import { userModel } from '../../models/user';
import { DATE_FORMAT } from '../time/date-formats';

export const WIRE_DAY = 'YYYY-MM-DD';

export interface DayFieldProps {
  value?: string | null;
  onChange?(value: string | null): void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

export function DayField({ value, onChange, ...rest }: DayFieldProps) {
  const format = useModelState(userModel, (state) => state.currentUser?.dateFormat ?? DATE_FORMAT);
  const day = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      format={format}
      value={day?.isValid() ? day : null}
      onChange={(next: Dayjs | null) => onChange?.(next ? next.format(WIRE_DAY) : null)}
      style={{ width: '100%' }}
    />
  );
}
