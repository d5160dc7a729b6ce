/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { fetchAuthority } from './api/fetch-authority';
import { fetchHouseAlias } from './api/fetch-house-alias';
import { fetchSelfTenantId } from './api/fetch-self-tenant';
import { fetchSyncFlag } from './api/fetch-sync-flag';
import { watchConfig } from './config-watch';
import { withPropertyAuthority } from './PropertyAuthorized';
import { PropertyProvider } from './PropertyProvider';
import { usePropertySettings } from './property-settings';
import { installStoredFileLinks } from './stored-file-links';

jest.mock('./api/fetch-authority');
jest.mock('./api/fetch-house-alias');
jest.mock('./api/fetch-self-tenant');
jest.mock('./api/fetch-sync-flag');
jest.mock('./config-watch');
jest.mock('./stored-file-links');

const authority = jest.mocked(fetchAuthority);
const alias = jest.mocked(fetchHouseAlias);
const stopWatch = jest.fn();
const removeLinks = jest.fn();

/** A page naming rooms, with the sync action only when the flag is on. */
function HousesLike() {
  const { t } = useIntl();
  const { syncWuyeFlag } = usePropertySettings();
  return (
    <div>
      <h1>{t('wuye.test.heading')}</h1>
      {syncWuyeFlag && <button type="button">Sync</button>}
    </div>
  );
}

const Guarded = withPropertyAuthority('Pages.Property.House', HousesLike);

const texts = {
  en_US: { ...propertyTexts.en_US, 'wuye.test.heading': 'Every {house}' },
  zh_CN: { ...propertyTexts.zh_CN, 'wuye.test.heading': '全部{house}' },
};

function show(insideShell = false) {
  return renderPage(
    <PropertyProvider insideShell={insideShell}>
      <Guarded />
    </PropertyProvider>,
    { texts },
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.useFakeTimers();
  authority.mockResolvedValue(['Pages', 'Pages.Property.House']);
  alias.mockResolvedValue('单元');
  jest.mocked(fetchSelfTenantId).mockResolvedValue(1);
  jest.mocked(fetchSyncFlag).mockResolvedValue('true');
  jest.mocked(watchConfig).mockReturnValue(stopWatch);
  jest.mocked(installStoredFileLinks).mockReturnValue(removeLinks);
});
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('the property start-up in a page', () => {
  it('the page waits for the authority (500 ms), then names rooms by the tenant’s label (600 ms)', async () => {
    show();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    await advance(499);
    expect(authority).not.toHaveBeenCalled();
    await advance(1);
    expect(screen.getByRole('heading').textContent).toBe('Every Room');
    expect(screen.queryByRole('button', { name: 'Sync' })).toBeNull();
    await advance(100);
    expect(screen.getByRole('heading').textContent).toBe('Every 单元');
    expect(screen.getByRole('button', { name: 'Sync' })).toBeTruthy();
  });

  it('a page the authority does not grant shows the 403 page', async () => {
    authority.mockResolvedValue(['Pages', 'Pages.Property.Owner']);
    show();
    await advance(500);
    expect(screen.getByText('Sorry, you have no permission to access this page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Every/ })).toBeNull();
  });

  it('no authority answer: the page says so and asks again on Try again', async () => {
    authority.mockRejectedValueOnce(new Error('503'));
    show();
    await advance(500);
    expect(screen.getByText('Your property permissions could not be loaded')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await advance(0);
    expect(authority).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: /Every/ })).toBeTruthy();
  });

  it('no flag without an answer; room label 房间 shown as "Room" in English when the call fails', async () => {
    alias.mockRejectedValue(new Error('500'));
    jest.mocked(fetchSyncFlag).mockRejectedValue(new Error('500'));
    show();
    await advance(600);
    expect(screen.getByRole('heading').textContent).toBe('Every Room');
    expect(screen.getByRole('button', { name: 'Sync' })).toBeTruthy();
  });

  it('starts the watch at 1 s (told whether inside the shell) and the file handlers at 5 s; unmount ends both', async () => {
    const page = show(true);
    await advance(999);
    expect(watchConfig).not.toHaveBeenCalled();
    await advance(1);
    expect(watchConfig).toHaveBeenCalledWith(true);
    await advance(3999);
    expect(installStoredFileLinks).not.toHaveBeenCalled();
    await advance(1);
    expect(installStoredFileLinks).toHaveBeenCalledWith(document);
    page.unmount();
    expect(stopWatch).toHaveBeenCalledTimes(1);
    expect(removeLinks).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
