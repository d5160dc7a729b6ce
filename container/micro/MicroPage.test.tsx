/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { act, render, screen } from '@testing-library/react';
import { shellTexts } from '../shell/texts';
import type { Tab } from '../tabs/tabs';
import { parseModuleConfigs, type ModuleConfig } from './manifest';
import type { SlotStatus } from './micro-host';
import { MicroContext, type MicroServices } from './micro-context';
import { MicroPage } from './MicroPage';

const describeModule = (version: string): ModuleConfig =>
  parseModuleConfigs([
    { name: 'polaris-platform', publicUrl: '/apps/platform/', registerRegex: '^/h', version },
  ]).modules[0];
const tab: Tab = {
  key: '/hiam/user',
  path: '/hiam/user',
  title: 'Users',
  closable: true,
  type: 'menu',
};

beforeAll(() => {
  startRuntime({ bundledTexts: shellTexts });
  setLanguage('en_US');
});

function setup() {
  const statusOf: Array<(status: SlotStatus) => void> = [];
  const detach = jest.fn();
  const attach = jest.fn((_module: ModuleConfig, _slot: unknown, onStatus) => {
    statusOf.push(onStatus);
    return detach;
  });
  const micro = {
    microHost: { attach, updateSlot: jest.fn() },
  } as unknown as MicroServices;
  const page = (module: ModuleConfig, refreshKey = 0) => (
    <MicroContext.Provider value={micro}>
      <MicroPage module={module} tab={tab} active refreshKey={refreshKey} kept />
    </MicroContext.Provider>
  );
  return { attach, detach, statusOf, page };
}

describe('MicroPage', () => {
  it('keeps its module mounted when the manifests are read again', () => {
    const { attach, detach, page } = setup();
    const view = render(page(describeModule('1')));
    // the same module described anew (a fresh read), and even a new build: no remount
    view.rerender(page(describeModule('1')));
    view.rerender(page(describeModule('2')));
    expect(attach).toHaveBeenCalledTimes(1);
    expect(detach).not.toHaveBeenCalled();
    view.unmount();
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it('shows the failure with Retry, and Retry attaches the latest description', async () => {
    const { attach, statusOf, page } = setup();
    const view = render(page(describeModule('1')));
    act(() => statusOf[0]('failed'));
    expect(await screen.findByText('This module could not be loaded')).toBeTruthy();
    view.rerender(page(describeModule('2')));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    act(() => retry.click());
    expect(attach).toHaveBeenCalledTimes(2);
    expect(attach.mock.calls[1][0].version).toBe('2');
  });
});
