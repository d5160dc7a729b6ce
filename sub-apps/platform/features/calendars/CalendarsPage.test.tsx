/** @jest-environment jsdom */
import type { CalendarDto } from '@polaris/core/services/platform/master-data-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchCalendarDays, saveCalendarDay } from './api/calendar-days';
import { fetchCalendars } from './api/fetch-calendars';
import CalendarsPage from './CalendarsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-calendars', () => ({
  fetchCalendars: Object.assign(jest.fn(), { url: () => '/hpfm/v1/{tenantId}/calendars' }),
}));
jest.mock('./api/calendar-days', () => ({
  fetchCalendarDays: jest.fn(),
  saveCalendarDay: jest.fn(),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const calendar: CalendarDto = {
  calendarId: 1,
  tenantId: 1,
  calendarName: 'Factory',
  countryId: 1,
  countryName: 'China',
  description: null,
  enabledFlag: 1,
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-10-15T08:00:00Z'),
    doNotFake: [
      'setTimeout',
      'setInterval',
      'queueMicrotask',
      'setImmediate',
      'nextTick',
      'clearTimeout',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  jest.clearAllMocks();
  jest.mocked(fetchCalendars).mockResolvedValue(pageOf([calendar]));
  jest
    .mocked(fetchCalendarDays)
    .mockResolvedValue([{ date: '2026-10-01', holidayType: 'HOLIDAY', reason: 'National Day' }]);
  jest.mocked(saveCalendarDay).mockResolvedValue({
    date: '2026-10-02',
    holidayType: 'HOLIDAY',
    reason: 'Bridge',
  });
});
afterEach(() => jest.useRealTimers());

describe('Calendars page', () => {
  it('Days shows the month with its working days; a day clicked becomes a day off, with a reason', async () => {
    renderPage(<CalendarsPage />, { texts: platformTexts, path: '/hpfm/calendar' });
    await user.click(await actionOf('Factory', 'Days'));
    expect(await screen.findByText('2026-10: 21 working days')).toBeTruthy();
    expect(screen.getByText('National Day')).toBeTruthy();
    expect(fetchCalendarDays).toHaveBeenCalledWith(1, 2026);
    // days take a click once the edit code is known to be held: the page says so
    await screen.findByText('Click a day to make it a day off, or a working day again.');
    await user.click(screen.getByLabelText('2026-10-02 Working'));
    const dialog = within(
      (await screen.findByText('Make 2026-10-02 a day off')).closest(
        '[role="dialog"]',
      ) as HTMLElement,
    );
    await user.type(dialog.getByLabelText('Reason'), 'Bridge');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveCalendarDay).toHaveBeenCalledWith(1, {
        date: '2026-10-02',
        holidayType: 'HOLIDAY',
        reason: 'Bridge',
      }),
    );
    await waitFor(() => expect(fetchCalendarDays).toHaveBeenCalledTimes(2));
  });
});
