/** @jest-environment jsdom */
import { boundRuntime } from '../runtime/current';
import { bootSession } from '../startup/boot';
import { createSubApp } from './create-sub-app';
import { checkRoutesRegistered, mountTarget, standaloneTarget } from './start-checks';
import type { PageRoute, SubAppDefinition } from './types';

jest.mock('../startup/boot', () => ({ bootSession: jest.fn() }));
// antd's style cache (rc-util, shipped as ES modules), which unmount asks to forget
jest.mock('./style-containers', () => ({ forgetStyleContainers: jest.fn() }));

function Page() {
  return <p>Page</p>;
}

const page: PageRoute = { path: '/test/page', titleKey: 'test.page', component: Page };

function definitionWith(routes: unknown): SubAppDefinition {
  return {
    name: 'polaris-test',
    titleKey: 'test.title',
    promptKeys: [],
    routes,
  } as SubAppDefinition;
}

const NO_ROUTER =
  'sub-app "polaris-test": a router must be registered before start: its definition has no routes';

afterEach(() => {
  document.body.replaceChildren();
  delete window.__POWERED_BY_QIANKUN__;
});

describe('checkRoutesRegistered', () => {
  it.each<[string, unknown, string | null]>([
    ['one route', [page], null],
    ['a vue route', [{ ...page, type: 'vue', component: { name: 'VuePage' } }], null],
    ['no routes', [], NO_ROUTER],
    ['routes left out', undefined, NO_ROUTER],
    ['routes that are not a list', { '/test/page': Page }, NO_ROUTER],
    ['a route without a path', [{ ...page, path: undefined }], 'route 0 needs an absolute path'],
    ['a relative path', [page, { ...page, path: 'x' }], 'route 1 needs an absolute path'],
    ['a route without a page', [{ ...page, component: undefined }], 'route /test/page has no'],
    ['a missing route', [null], 'route 0 needs an absolute path'],
  ])('%s', (_, routes, error) => {
    const check = () => checkRoutesRegistered(definitionWith(routes));
    if (error === null) expect(check).not.toThrow();
    else expect(check).toThrow(error);
  });
});

describe('mountTarget', () => {
  function container(html: string): HTMLElement {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  }

  it.each<[string, HTMLElement | undefined, string | null]>([
    ["the sub-app's #root in the container", container('<div id="root">r</div>'), 'r'],
    ['the container itself without #root', container('<span>c</span>'), 'c'],
    ['no container', undefined, null],
  ])('%s', (_, given, text) => {
    if (text === null) {
      expect(() => mountTarget('polaris-test', given)).toThrow(
        'sub-app mount: the container element does not exist: qiankun gave "polaris-test" no container to mount in',
      );
    } else {
      expect(mountTarget('polaris-test', given).textContent).toBe(text);
    }
  });
});

describe('standaloneTarget', () => {
  it.each<[string, string, boolean]>([
    ['a page with #root', '<div id="root"></div>', true],
    ['a page without it', '<div id="app"></div>', false],
  ])('%s', (_, html, found) => {
    document.body.innerHTML = html;
    const find = () => standaloneTarget('polaris-test', document);
    if (found) expect(find()).toBe(document.getElementById('root'));
    else {
      expect(find).toThrow(
        'sub-app start: the container element #root does not exist in the page: "polaris-test" has nowhere to start',
      );
    }
  });
});

describe('a sub-app refuses to start with a wrong configuration, before doing anything', () => {
  const before = () => boundRuntime();

  it.each<[string, SubAppDefinition, () => HTMLElement | undefined, string]>([
    ['without routes', definitionWith([]), () => document.createElement('div'), NO_ROUTER],
    ['without a container', definitionWith([page]), () => undefined, 'container element'],
  ])('qiankun mount %s', async (_, definition, container, error) => {
    const runtime = before();
    await expect(createSubApp(definition).mount({ container: container() })).rejects.toThrow(error);
    expect(boundRuntime()).toBe(runtime); // no runtime was started
  });

  it.each<[string, SubAppDefinition, string, string]>([
    ['without routes', definitionWith([]), '<div id="root"></div>', NO_ROUTER],
    ['without #root in the page', definitionWith([page]), '<main></main>', '#root does not exist'],
  ])('standalone start %s', async (_, definition, html, error) => {
    document.body.innerHTML = html;
    const runtime = before();
    await expect(createSubApp(definition).start()).rejects.toThrow(error);
    expect(bootSession).not.toHaveBeenCalled();
    expect(boundRuntime()).toBe(runtime);
  });
});
