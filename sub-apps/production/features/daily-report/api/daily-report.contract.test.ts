/** The daily production report's call through the real client, as alice under Globex (role 12). */
import { setLanguage } from '@polaris/core/i18n/intl';
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';
import { switchRole } from '@polaris/core/services/iam/roles';
import { updateSessionFromUser } from '@polaris/core/session/current-session';
import dayjs from 'dayjs';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchDailyProduction } from './fetch-daily-production';

const api = serviceContract('alice');

beforeEach(async () => {
  await switchRole(12);
  updateSessionFromUser(await fetchCurrentUser());
  setLanguage('en_US'); // alice's language, as her shell would say it
  api.gateway.state.calls.reset();
});

describe('daily production report', () => {
  it('GET /hrpt/v1/2/daily-production with the dates, line, paging and sort', async () => {
    const dateFrom = dayjs().subtract(14, 'day').format('YYYY-MM-DD');
    const dateTo = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const page = await fetchDailyProduction({
      dateFrom,
      dateTo,
      lineCode: 'L02',
      page: 0,
      size: 5,
      sort: 'reportDate,desc',
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hrpt/v1/2/daily-production',
      query: { dateFrom, dateTo, lineCode: 'L02', page: '0', size: '5', sort: 'reportDate,desc' },
    });
    expect(page.totalElements).toBeGreaterThanOrEqual(11); // working days: Sundays rest
    expect(page.content).toHaveLength(5);
    expect(page.content[0]).toMatchObject({ lineCode: 'L02', lineName: 'Assembly line 2' });
    expect(page.content[0].reportDate >= page.content[1].reportDate).toBe(true);
    expect(page.content.every((row) => row.outputQty > 0 && row.targetQty > 0)).toBe(true);
  });
});
