import { RequestError } from '@polaris/core/request/request-error';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { WORKPLACE_KEY } from '../tabs/tabs';
import { menu, setup } from './global.fixture';

jest.mock('@polaris/core/services/iam/menus');
jest.mock('@polaris/core/services/platform/prompts');

const fetchMenuTreeMock = jest.mocked(fetchMenuTree);
const fetchPromptsMock = jest.mocked(fetchPrompts);

beforeEach(() => {
  fetchMenuTreeMock.mockReset().mockResolvedValue(menu);
  fetchPromptsMock.mockReset().mockResolvedValue({ 'hiam.title': 'IAM' });
});

describe('global model: the workplace tab', () => {
  it('exists, is active and is not closable from the start', () => {
    const { global, modelStore } = setup();
    expect(global().tabs).toEqual([
      expect.objectContaining({ key: WORKPLACE_KEY, closable: false }),
    ]);
    expect(global().activeTabKey).toBe(WORKPLACE_KEY);
    expect(global().menuLoad).toBe(false);
    expect(global().tabsIsInit).toBe(false);
    modelStore.destroy();
  });

  it('cannot be closed', async () => {
    const { initLayout, visit, closeTab, tabKeys, global, modelStore } = setup();
    await initLayout();
    await visit('/hiam/user');
    await closeTab(WORKPLACE_KEY);
    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user']);
    expect(global().activeTabKey).toBe('/hiam/user');
    modelStore.destroy();
  });
});

describe('global model: locations before the menu is loaded', () => {
  it('are queued, then replayed in order after global/initLayout', async () => {
    const { deps, visit, initLayout, global, tabKeys, onError, modelStore } = setup();

    await visit('/hiam/user?page=2');
    await visit('/hiam/role');

    expect(deps.resolveTab).not.toHaveBeenCalled();
    expect(tabKeys()).toEqual([WORKPLACE_KEY]);
    expect(global().pendingLocations.map((l) => l.pathname)).toEqual(['/hiam/user', '/hiam/role']);

    await initLayout();

    expect(global().pendingLocations).toEqual([]);
    expect(global().menuLoad).toBe(true);
    expect(global().tabsIsInit).toBe(true);
    expect(deps.resolveTab.mock.calls.map(([location]) => location.pathname)).toEqual([
      '/hiam/user',
      '/hiam/role',
    ]);
    expect(deps.resolveTab.mock.calls[0][1].map((leaf) => leaf.path)).toEqual([
      '/hiam/user',
      '/hiam/role',
    ]);
    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    expect(global().tabs[1]).toMatchObject({ title: 'Users', search: '?page=2', menuId: 2 });
    expect(global().activeTabKey).toBe('/hiam/role');
    expect(global().activeTabMenuId).toBe(3);
    expect(onError).not.toHaveBeenCalled();
    modelStore.destroy();
  });

  it('global/initLayout loads the menu for the role and the prompts for the language', async () => {
    const { deps, initLayout, global, modelStore } = setup();
    await initLayout();
    // the shell shows a failed menu in place (with a retry): no notification on top of it
    expect(fetchMenuTreeMock).toHaveBeenCalledWith({ lang: 'en_US', roleId: 42 }, { silent: true });
    expect(fetchPromptsMock).toHaveBeenCalledWith({
      lang: 'en_US',
      promptKey: ['hzero.common', 'hiam'],
      organizationId: 7,
    });
    expect(deps.prepare).toHaveBeenCalledTimes(1);
    expect(global().language).toBe('en_US');
    expect(global().menu.map((node) => node.title)).toEqual(['IAM']);
    modelStore.destroy();
  });

  it.each([
    [new RequestError('timeout', 'no answer within 30000 ms'), 'The server did not answer in time'],
    [new RequestError('http', 'Internal Server Error', { status: 500 }), 'Failed to fetch data'],
    [
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      'Something went wrong, please retry',
    ],
  ])(
    'global/initLayout tells the user why the menu failed in their words (%s)',
    async (error, text) => {
      fetchMenuTreeMock.mockRejectedValue(error);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { initLayout, global, modelStore } = setup();
      await initLayout();
      expect(global().menuLoad).toBe(false);
      expect(global().menuLoadError).toBe(text);
      expect(console.error).toHaveBeenCalledWith('[polaris] the menu could not be loaded', error);
      modelStore.destroy();
    },
  );

  it('global/initLayout still loads the menu when the prompts fail', async () => {
    fetchPromptsMock.mockRejectedValue(new Error('prompt service down'));
    const { initLayout, global, onError, modelStore } = setup();
    await initLayout();
    expect(global().menuLoad).toBe(true);
    expect(global().menuLeafNode.map((leaf) => leaf.path)).toEqual(['/hiam/user', '/hiam/role']);
    expect(onError).not.toHaveBeenCalled();
    modelStore.destroy();
  });

  it.each([
    { description: 'a tab-opening location', pathname: '/hiam/user', tabs: ['/hiam/user'] },
    { description: 'a location that opens no tab', pathname: '/public/kickoff', tabs: [] },
  ])('after initialisation, $description is resolved at once', async ({ pathname, tabs }) => {
    const { deps, initLayout, visit, tabKeys, global, modelStore } = setup();
    await initLayout();
    await visit(pathname);
    expect(deps.resolveTab).toHaveBeenCalledTimes(1);
    expect(global().pendingLocations).toEqual([]);
    expect(tabKeys()).toEqual([WORKPLACE_KEY, ...tabs]);
    modelStore.destroy();
  });
});

describe('global model: module loads', () => {
  it('keeps each module PENDING, then LOADED or FAILED', () => {
    const { global, modelStore } = setup();
    const report = (name: string, status: string) =>
      modelStore.dispatch({ type: 'global/setModuleStatus', payload: { name, status } });
    report('polaris-platform', 'PENDING');
    report('polaris-files', 'PENDING');
    expect(global().modules).toEqual({ 'polaris-platform': 'PENDING', 'polaris-files': 'PENDING' });
    report('polaris-platform', 'LOADED');
    report('polaris-files', 'FAILED');
    expect(global().modules).toEqual({ 'polaris-platform': 'LOADED', 'polaris-files': 'FAILED' });
    const before = global();
    report('polaris-platform', 'LOADED');
    expect(global()).toBe(before); // the same report again changes nothing
    modelStore.destroy();
  });
});
