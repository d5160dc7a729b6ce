/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { act, render, screen } from '@testing-library/react';
import { shellTexts } from '../shell/texts';
import { parseModuleConfigs, type ModuleConfig } from './manifest';
import { MicroContext, type MicroServices } from './micro-context';
import ModuleBuilding, { BUILD_POLL_MS } from './ModuleBuilding';

const described = (status?: string): ModuleConfig =>
  parseModuleConfigs([
    { name: 'polaris-platform', publicUrl: '/apps/platform/', registerRegex: '^/h', status },
  ]).modules[0];

beforeAll(() => {
  startRuntime({ bundledTexts: shellTexts });
  setLanguage('en_US');
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(answers: Array<ModuleConfig[] | Error>) {
  const refresh = jest.fn(() => {
    const next = answers.shift() ?? [];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const micro = { modules: { refresh } } as unknown as MicroServices;
  const view = render(
    <MicroContext.Provider value={micro}>
      <ModuleBuilding
        module={described('building')}
        render={(built) => <p>page of {built.name}</p>}
      />
    </MicroContext.Provider>,
  );
  const tick = () => act(() => jest.advanceTimersByTimeAsync(BUILD_POLL_MS));
  return { refresh, view, tick };
}

describe('ModuleBuilding', () => {
  it('says the module is being built, asks again, and shows the page once it is built', async () => {
    const { refresh, tick } = setup([
      [described('building')],
      new Error('gateway restarting'),
      [described()],
    ]);
    expect(screen.getByRole('status').textContent).toContain(
      'This part of Polaris is still being built on this machine',
    );
    await tick();
    await tick();
    expect(screen.queryByText(/page of/)).toBeNull();
    await tick();
    expect(screen.getByText('page of polaris-platform')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(3);
    await tick();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('says where the reason is when the build failed, and stops asking', async () => {
    const { refresh, tick } = setup([[described('failed')]]);
    await tick();
    expect(screen.getByRole('status').textContent).toContain(
      'could not be built on this machine: the terminal running npm start says why',
    );
    await tick();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops asking when its tab is closed', async () => {
    const { refresh, view, tick } = setup([]);
    view.unmount();
    await tick();
    expect(refresh).not.toHaveBeenCalled();
  });
});
