/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { prepareDomForAntd, renderPage } from '../../test/support/render-page';
import { checkPermissions } from '../services/iam/permissions';
import { Authorized, secured } from './Authorized';
import {
  AUTHORITY_REQUIRED,
  UNSUPPORTED_PARAMETERS,
  type Authority,
} from '../permissions/authority';
import { permissionCheckerOf } from '../permissions/current-checker';

jest.mock('../services/iam/permissions', () => ({ checkPermissions: jest.fn() }));
const check = checkPermissions as jest.Mock;
const GRANTED = ['hzero.scheduler.job'];

beforeAll(prepareDomForAntd);
beforeEach(() => {
  check.mockReset();
  check.mockImplementation(async (codes: string[]) =>
    codes.map((code) => ({ code, approve: GRANTED.includes(code), controllerType: 'disabled' })),
  );
});

/** Made ahead of its test: marked handled, so the wait for its turn is no unhandled rejection. */
const refused = Promise.reject(new Error('no'));
refused.catch(() => undefined);

const FORBIDDEN = 'Sorry, you have no permission to access this page';
const show = (authority: Authority) =>
  renderPage(
    <Authorized authority={authority} pending={<p>checking</p>}>
      <p>Scheduled jobs</p>
    </Authorized>,
  );

describe('Authorized', () => {
  it.each<[string, Authority, string]>([
    ['a granted code', 'hzero.scheduler.job', 'Scheduled jobs'],
    ['a refused code', 'hzero.scheduler.log', FORBIDDEN],
    [
      'a list holding a granted code',
      ['hzero.scheduler.log', 'hzero.scheduler.job'],
      'Scheduled jobs',
    ],
    ['a function asking the server', (ask) => ask(['hzero.scheduler.log']), FORBIDDEN],
    ['a function answering true', () => true, 'Scheduled jobs'],
    ['a promise that resolves', Promise.resolve(), 'Scheduled jobs'],
    ['a promise that rejects', refused, FORBIDDEN],
  ])('%s shows: %s', async (_what, authority, shown) => {
    show(authority);
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('shows the content at once for no authority', () => {
    show(undefined);
    expect(screen.getByText('Scheduled jobs')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it('shows nothing of the content while the server is asked', async () => {
    show('hzero.scheduler.job');
    expect(screen.getByText('checking')).toBeTruthy();
    expect(screen.queryByText('Scheduled jobs')).toBeNull();
    expect(await screen.findByText('Scheduled jobs')).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('opens at once, asking nothing, for a code the shell granted from the menu', () => {
    const { unmount } = renderPage(<p>warm-up</p>);
    unmount();
    const page = renderPage(<p />);
    permissionCheckerOf(page.runtime).grant(['hzero.platform.currency']);
    page.rerender(
      <Authorized authority="hzero.platform.currency">
        <p>Currencies</p>
      </Authorized>,
    );
    expect(screen.getByText('Currencies')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses an authority of an unsupported type', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => show(42 as unknown as Authority)).toThrow(UNSUPPORTED_PARAMETERS);
  });

  it('settles for a function written inline (a new one on every render)', async () => {
    let asked = 0;
    renderPage(
      <Authorized
        authority={() => {
          asked += 1;
          return Promise.resolve(true);
        }}
      >
        <p>Inline</p>
      </Authorized>,
    );
    expect(await screen.findByText('Inline')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(1);
  });
});

describe('secured', () => {
  it('refuses a view declared without an authority', () => {
    expect(() => secured()).toThrow(AUTHORITY_REQUIRED);
  });

  it('shows the view under its authority, the error content otherwise', async () => {
    const Jobs = secured('hzero.scheduler.job')(() => <p>Jobs</p>);
    const Logs = secured('hzero.scheduler.log', <p>Not yours</p>)(() => <p>Logs</p>);
    renderPage(
      <>
        <Jobs />
        <Logs />
      </>,
    );
    expect(await screen.findByText('Jobs')).toBeTruthy();
    expect(await screen.findByText('Not yours')).toBeTruthy();
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1)); // one batch for both
  });
});
