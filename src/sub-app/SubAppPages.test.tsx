/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { fakeVueComponent, VUE_STYLES, withWindowVue } from '../../test/support/fake-vue';
import { prepareDomForAntd, renderPage } from '../../test/support/render-page';
import { provideExceptionView } from '../components/Exception';
import { ExceptionView } from '../components/ExceptionView';
import { SubAppPages } from './SubAppPages';
import type { PageRoute } from './types';

const order = fakeVueComponent('Order', (props) => {
  const query = props.query as Record<string, string>;
  return `Order ${String(props.id)}${query.tab ? ` (${query.tab})` : ''}`;
});

function ReactPage() {
  return <p>A React page</p>;
}

const routes: PageRoute[] = [
  { path: '/react', titleKey: 'test.react', component: ReactPage },
  { path: '/orders/:id', titleKey: 'test.order', type: 'vue', component: order },
];

/** Buttons that move to an address, as a page's own links would. */
function Moves() {
  const navigate = useNavigate();
  return (
    <nav>
      {['/orders/8?tab=lines', '/react'].map((to) => (
        <button key={to} type="button" onClick={() => navigate(to)}>
          {to}
        </button>
      ))}
    </nav>
  );
}

function renderAt(path: string, options: { language?: string; menuTitle?: string } = {}) {
  // renderPage puts the page in a memory router at `path`
  return renderPage(
    <>
      <Moves />
      <SubAppPages routes={routes} menuTitle={options.menuTitle} />
    </>,
    { ...options, path },
  );
}

beforeAll(() => {
  prepareDomForAntd();
  provideExceptionView(ExceptionView);
});

describe.each(VUE_STYLES)('a vue route of a sub-app, with %s on window.Vue', (_, makeVue) => {
  const fake = withWindowVue(makeVue);

  it("shows its Vue page with the address's params and query as props", async () => {
    renderAt('/orders/7');
    expect(await screen.findByText('Order 7')).toBeTruthy();
    expect(fake().renders).toEqual([{ name: 'Order', props: { id: '7', query: {} } }]);
  });

  it('gives the same page new props when the address changes within the route', async () => {
    renderAt('/orders/7');
    await screen.findByText('Order 7');
    await userEvent.click(screen.getByRole('button', { name: '/orders/8?tab=lines' }));
    expect(screen.getByText('Order 8 (lines)')).toBeTruthy();
    expect(fake().renders.at(-1)?.props).toEqual({ id: '8', query: { tab: 'lines' } });
    expect(fake().live()).toBe(1);
  });

  it('destroys the Vue page when a React page takes its place', async () => {
    renderAt('/orders/7');
    await screen.findByText('Order 7');
    await userEvent.click(screen.getByRole('button', { name: '/react' }));
    expect(screen.getByText('A React page')).toBeTruthy();
    expect(fake().live()).toBe(0);
    expect(document.querySelector('[data-vue]')).toBeNull();
  });

  it('destroys the Vue page when the pages unmount', async () => {
    const { unmount } = renderAt('/orders/7');
    await screen.findByText('Order 7');
    act(() => unmount());
    expect(fake().live()).toBe(0);
  });
});

describe('a vue route of a sub-app without window.Vue', () => {
  it("shows the error in the user's language, and React routes still work", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAt('/orders/7', { language: 'zh_CN' });
      expect(await screen.findByText('此页面无法在此显示')).toBeTruthy();
      expect(consoleError).toHaveBeenCalledWith('window.Vue is empty');
      await userEvent.click(screen.getByRole('button', { name: '/react' }));
      expect(screen.getByText('A React page')).toBeTruthy();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('an address the sub-app has no page for', () => {
  it.each([
    ['en_US', 'Gantt Charts', 'Gantt Charts is not available yet'],
    ['zh_CN', '甘特图', '甘特图暂未开放'],
  ])(
    'that is a menu entry (%s): says the entry is not built here yet, with the way back',
    async (language, menuTitle, title) => {
      renderAt('/gantt', { language, menuTitle });
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(new RegExp(`“${menuTitle}”`))).toBeTruthy();
      expect(
        screen.getByRole('button', { name: language === 'en_US' ? 'Back to home' : '返回首页' }),
      ).toBeTruthy();
      expect(screen.queryByText('404')).toBeNull();
    },
  );

  it('that is no menu entry: the 404 page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByText('Sorry, the page you visited does not exist')).toBeTruthy();
  });
});
