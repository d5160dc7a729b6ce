/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/intl';
import { useIntl } from '../i18n/useIntl';
import { bindRuntime } from './current';
import { createRuntime } from './create-runtime';
import { RuntimeProvider } from './RuntimeProvider';

function Greeting({ label }: { label: string }) {
  const { language } = useIntl();
  return <p aria-label={label}>{language}</p>;
}

describe('RuntimeProvider', () => {
  it('gives each root the runtime it was created with, and re-renders it on its changes only', () => {
    const container = createRuntime();
    const subApp = createRuntime();
    render(
      <>
        <RuntimeProvider runtime={container}>
          <Greeting label="shell" />
        </RuntimeProvider>
        <RuntimeProvider runtime={subApp}>
          <Greeting label="module" />
        </RuntimeProvider>
      </>,
    );
    expect(screen.getByLabelText('shell')).toHaveProperty('textContent', 'zh_CN');

    bindRuntime(container);
    act(() => setLanguage('en_US'));
    expect(screen.getByLabelText('shell')).toHaveProperty('textContent', 'en_US');
    expect(screen.getByLabelText('module')).toHaveProperty('textContent', 'zh_CN');
  });

  it('stops telling a root once its runtime is disposed', () => {
    const runtime = createRuntime();
    bindRuntime(runtime);
    render(
      <RuntimeProvider runtime={runtime}>
        <Greeting label="page" />
      </RuntimeProvider>,
    );
    runtime.dispose();
    act(() => setLanguage('en_US'));
    expect(screen.getByLabelText('page')).toHaveProperty('textContent', 'zh_CN');
  });
});
