/**
 * One calendar's days as antd's month calendar: each day shows working or off (the weekly rule,
 * or the calendar's mark with its reason); the month's count of working days is shown above. A
 * click on a day (for holders of the edit code, told so by a hint) asks for a reason and toggles
 * it between working and off; a toggle back to the weekly rule clears the mark.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { usePermission } from '@polaris/core/permissions/usePermission';
import type { CalendarDto } from '@polaris/core/services/platform/master-data-types';
import { Alert, Calendar, Card, Input, Modal, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useCalendarDays, useSaveCalendarDay } from './api/use-calendar-days';
import { CALENDAR_CODES } from './calendars-resource';
import { isWorkingDay, toggled, workingDaysIn, type MarkedDays } from './working-days';

export function CalendarDays({ calendar }: { calendar: CalendarDto }) {
  const { t } = useIntl();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [asking, setAsking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const canEdit = usePermission([CALENDAR_CODES.edit]);
  const days = useCalendarDays(calendar.calendarId, month.year());
  const save = useSaveCalendarDay(calendar.calendarId);
  const marked: MarkedDays = useMemo(
    () => new Map((days.data ?? []).map((day) => [day.date, day])),
    [days.data],
  );
  const working = workingDaysIn(month.year(), month.month() + 1, marked);
  const caption = t('hpfm.calendar.days.title', { name: calendar.calendarName });

  const next = asking ? toggled(asking, marked) : null;
  const confirm = () => {
    if (!asking) return;
    save.mutate(
      { date: asking, holidayType: next, reason: reason.trim() || null },
      { onSuccess: () => setAsking(null) },
    );
  };

  return (
    <Card style={{ marginTop: 24 }} title={<h3 style={{ margin: 0, fontSize: 15 }}>{caption}</h3>}>
      {days.isError && <Alert type="error" message={t('hpfm.calendar.days.failed')} />}
      <Typography.Paragraph role="status">
        {t('hpfm.calendar.days.count', { month: month.format('YYYY-MM'), count: working })}
      </Typography.Paragraph>
      {/* days take a click once the edit code is known to be held (before, a click does nothing) */}
      {canEdit.status === 'allowed' && (
        <Typography.Paragraph type="secondary">{t('hpfm.calendar.days.hint')}</Typography.Paragraph>
      )}
      <Calendar
        value={month}
        onPanelChange={(value) => setMonth(value)}
        onSelect={(value, info) => {
          setMonth(value);
          if (info.source !== 'date' || canEdit.status !== 'allowed') return;
          setReason('');
          setAsking(value.format('YYYY-MM-DD'));
        }}
        cellRender={(value, info) => {
          if (info.type !== 'date') return info.originNode;
          const date = value.format('YYYY-MM-DD');
          const mark = marked.get(date);
          const open = isWorkingDay(date, marked);
          return (
            <div
              data-date={date}
              aria-label={`${date} ${t(open ? 'hpfm.calendar.day.working' : 'hpfm.calendar.day.off')}`}
            >
              <Tag color={open ? 'blue' : mark ? 'red' : 'default'}>
                {t(open ? 'hpfm.calendar.day.working' : 'hpfm.calendar.day.off')}
              </Tag>
              {mark?.reason && <div style={{ fontSize: 12 }}>{mark.reason}</div>}
            </div>
          );
        }}
      />
      {asking && (
        <Modal
          open
          title={t(
            isWorkingDay(asking, marked)
              ? 'hpfm.calendar.day.makeOff'
              : 'hpfm.calendar.day.makeWorking',
            { date: asking },
          )}
          confirmLoading={save.isPending}
          onOk={confirm}
          onCancel={() => setAsking(null)}
        >
          <Input
            aria-label={t('hpfm.calendar.day.reason')}
            placeholder={t('hpfm.calendar.day.reason')}
            maxLength={120}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Modal>
      )}
    </Card>
  );
}
