/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { prepareDomForAntd, renderPage } from '../../test/support/render-page';
import { errorModel, type StoredError } from './error-model';
import NotImplementedPage from './NotImplementedPage';

beforeAll(prepareDomForAntd);

function show(stored: StoredError | undefined, language = 'en_US') {
  const page = renderPage(<NotImplementedPage />, { language });
  act(() => {
    page.models.model(errorModel);
    if (stored) page.models.dispatch({ type: 'error/saveError', payload: stored });
  });
  return page;
}

describe('the shell’s 501 page', () => {
  it('shows the stored message and what the server answered, as text', async () => {
    const markup = '<h1>Gateway</h1><img src="x" onerror="window.hit = 1">';
    const { container } = show({ status: 501, message: 'Export is not available', body: markup });
    expect(await screen.findByText('Export is not available')).toBeTruthy();
    expect(screen.getByText('What the server answered')).toBeTruthy();
    expect(container.querySelector('pre')?.textContent).toBe(markup);
    // printed, never interpreted: no element of the answer is in the page
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('h1')).toBeNull();
  });

  it('shows a failed body as indented JSON, captioned in the user’s language', async () => {
    const body = { failed: true, code: 'error.not_implemented', message: '导出尚未实现' };
    const { container } = show({ status: 501, message: body.message, body }, 'zh_CN');
    expect(await screen.findByText('服务器的答复')).toBeTruthy();
    expect(JSON.parse(container.querySelector('pre')?.textContent ?? '')).toEqual(body);
  });

  it('is the spec’s 501 page when nothing was stored (the address typed in)', async () => {
    const { container } = show(undefined);
    expect(await screen.findByText('Sorry, this function is not implemented yet')).toBeTruthy();
    expect(container.querySelector('pre')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
