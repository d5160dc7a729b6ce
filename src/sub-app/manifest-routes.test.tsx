/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { loadInOrder, manifestPageRoutes, type ComponentLoader } from './manifest-routes';

const page =
  (text: string): ComponentLoader =>
  async () => ({ default: () => <p>{text}</p> });

describe('pages from a manifest’s route table', () => {
  it('makes each route’s page of its first component by load order, with its title and authority', async () => {
    const order: string[] = [];
    const track =
      (name: string, text: string): ComponentLoader =>
      async () => {
        order.push(name);
        return page(text)();
      };
    const [route, open] = manifestPageRoutes(
      [
        {
          path: '/wuye/receipt',
          title: 'wuye.receipt.title',
          authority: ['acme.property.receipt'],
          components: [
            { name: 'Print', order: 2 },
            { name: 'Export', order: 3 },
            { name: 'List', order: 1 },
          ],
        },
        { path: '/wuye/open', title: 'wuye.open.title', components: ['Open'] },
      ],
      {
        List: track('List', 'the list'),
        Print: track('Print', 'print'),
        Export: track('Export', 'export'),
        Open: page('open'),
      },
    );
    expect(route).toMatchObject({
      path: '/wuye/receipt',
      titleKey: 'wuye.receipt.title',
      authority: ['acme.property.receipt'],
    });
    expect(open.authority).toBeUndefined();
    const Page = route.component as ComponentType;
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the list')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(order).toEqual(['List', 'Print', 'Export']);
  });

  it('wraps each page as the module asks (its own guard)', async () => {
    const [route] = manifestPageRoutes(
      [{ path: '/a', title: 'a', components: ['A'] }],
      { A: page('inside') },
      (declared, Inner) =>
        function Wrapped() {
          return (
            <section aria-label={declared.path}>
              <Inner />
            </section>
          );
        },
    );
    const Page = route.component as ComponentType;
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect((await screen.findByText('inside')).closest('section')?.getAttribute('aria-label')).toBe(
      '/a',
    );
  });

  it.each([
    [[{ name: 'Missing' }], 'route /x: no component Missing in this module'],
    [[], 'route /x: no components'],
  ])('refuses a route whose components the module lacks (%p)', (components, message) => {
    expect(() =>
      manifestPageRoutes([{ path: '/x', title: 'x', components }], { A: page('a') }),
    ).toThrow(message);
  });

  it('loads in order, one after another, and stops when told; a failing part does not stop the rest', async () => {
    const loaded: string[] = [];
    let stop = false;
    const loader =
      (name: string, fails = false): ComponentLoader =>
      async () => {
        loaded.push(name);
        if (name === 'b') stop = true;
        if (fails) throw new Error(name);
        return page(name)();
      };
    await loadInOrder([loader('a', true), loader('b'), loader('c')], () => stop);
    expect(loaded).toEqual(['a', 'b']);
  });
});
