/** The capacity board's calls through the real client, as alice under Globex (role 12). */
import { setLanguage } from '@polaris/core/i18n/intl';
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';
import { switchRole } from '@polaris/core/services/iam/roles';
import { updateSessionFromUser } from '@polaris/core/session/current-session';
import dayjs from 'dayjs';
import { serviceContract } from '../../../../../test/support/service-contract';
import { defaultRange, isOverloaded } from '../capacity-rules';
import { fetchCapacityLoads } from './fetch-capacity-loads';
import { fetchWorkCentres } from './fetch-work-centres';

const api = serviceContract('alice');

beforeEach(async () => {
  await switchRole(12);
  updateSessionFromUser(await fetchCurrentUser());
  setLanguage('en_US'); // alice's language, as her shell would say it
  api.gateway.state.calls.reset();
});

describe('capacity board', () => {
  it('work centres: GET /mes/v1/2/work-centres', async () => {
    const centres = await fetchWorkCentres();
    expect(api.onlySent()).toEqual({ method: 'GET', path: '/mes/v1/2/work-centres', query: {} });
    expect(centres.map((centre) => centre.workCentreCode)).toEqual([
      'WC-ASM1',
      'WC-WELD',
      'WC-PAINT',
      'WC-CNC',
    ]);
  });

  it('loads: this week and next of the work centres asked, with overloaded days in it', async () => {
    const range = defaultRange(dayjs().format('YYYY-MM-DD'));
    const page = await fetchCapacityLoads({
      dateFrom: range.from,
      dateTo: range.to,
      workCentreCodes: 'WC-WELD,WC-ASM1',
      size: 1000,
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/mes/v1/2/capacity-loads',
      query: {
        dateFrom: range.from,
        dateTo: range.to,
        workCentreCodes: 'WC-WELD,WC-ASM1',
        size: '1000',
      },
    });
    expect(page.totalElements).toBe(28); // 14 days of 2 work centres
    expect(new Set(page.content.map((row) => row.workCentreCode))).toEqual(
      new Set(['WC-WELD', 'WC-ASM1']),
    );
    expect(
      page.content
        .filter(isOverloaded)
        .map((row) => row.workCentreCode)
        .sort(),
    ).toEqual(['WC-ASM1', 'WC-WELD']);
  });

  it('a range the board does not answer: refused, told, the reason in the user’s language', async () => {
    await expect(
      fetchCapacityLoads({ dateFrom: '2025-03-10', dateTo: '2025-06-30' }),
    ).rejects.toMatchObject({ kind: 'business', code: 'error.param.invalid' });
    expect(api.notices[0].description).toBe('the date range may cover at most 62 days');
  });
});
