/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  fakeVue3,
  fakeVueComponent,
  provideWindowVue,
  VUE_STYLES,
  withWindowVue,
} from '../../test/support/fake-vue';
import { prepareDomForAntd, renderPage } from '../../test/support/render-page';
import { provideExceptionView } from '../components/Exception';
import { ExceptionView } from '../components/ExceptionView';
import { VuePage } from './VuePage';

const greeting = fakeVueComponent('Greeting', (props) => `Hello, ${String(props.name)}`);

/** A React page around the Vue one, whose button changes the Vue page's props. */
function Renaming() {
  const [props, setProps] = useState({ name: 'Alice' });
  return (
    <>
      <button type="button" onClick={() => setProps({ name: 'Bob' })}>
        Rename
      </button>
      <VuePage component={greeting} props={props} />
    </>
  );
}

beforeAll(() => {
  prepareDomForAntd();
  provideExceptionView(ExceptionView);
});

describe.each(VUE_STYLES)('VuePage with %s on window.Vue', (_, makeVue) => {
  const fake = withWindowVue(makeVue);

  it('shows the Vue component with its props, and its new props after a change', async () => {
    const { container } = renderPage(<Renaming />);
    expect(screen.getByText('Hello, Alice')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByText('Hello, Bob')).toBeTruthy();
    expect(screen.queryByText('Hello, Alice')).toBeNull();
    expect(container.querySelectorAll('[data-vue]')).toHaveLength(1);
    expect(fake().live()).toBe(1);
  });

  it('destroys the Vue instance when the page goes, leaving no DOM behind', () => {
    const { unmount, container } = renderPage(
      <VuePage component={greeting} props={{ name: 'A' }} />,
    );
    const element = container.querySelector('[data-vue-page]') as HTMLElement;
    expect(element.textContent).toBe('Hello, A');
    unmount();
    expect(fake().live()).toBe(0);
    expect(element.childNodes).toHaveLength(0);
    expect(document.querySelector('[data-vue]')).toBeNull();
  });

  it('mounts the new component in place of the old one', () => {
    const other = fakeVueComponent('Other', () => 'Another page');
    const { rerender } = renderPage(<VuePage component={greeting} props={{ name: 'A' }} />);
    rerender(<VuePage component={other} props={{ name: 'A' }} />);
    expect(screen.getByText('Another page')).toBeTruthy();
    expect(screen.queryByText('Hello, A')).toBeNull();
    expect(fake().live()).toBe(1);
  });
});

describe('VuePage without window.Vue', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it.each([
    ['en_US', 'This page cannot be shown here', 'provides no Vue runtime'],
    ['zh_CN', '此页面无法在此显示', '没有提供 Vue 运行时'],
  ])(
    "says so in the user's language (%s) and logs 'window.Vue is empty'",
    (language, title, hint) => {
      expect((window as { Vue?: unknown }).Vue).toBeUndefined();
      renderPage(<VuePage component={greeting} />, { language });
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.getByText(new RegExp(hint))).toBeTruthy();
      expect(consoleError).toHaveBeenCalledWith('window.Vue is empty');
    },
  );

  it('tells a page whose component fails from a missing Vue', () => {
    const takeVueAway = provideWindowVue(fakeVue3());
    const broken = fakeVueComponent('Broken', () => {
      throw new Error('render failed');
    });
    try {
      renderPage(<VuePage component={broken} />);
      expect(screen.getByText('Something went wrong on this page', { exact: false })).toBeTruthy();
      expect(screen.queryByText('This page cannot be shown here')).toBeNull();
      expect(consoleError).toHaveBeenCalledWith('render failed');
    } finally {
      takeVueAway();
    }
  });
});
