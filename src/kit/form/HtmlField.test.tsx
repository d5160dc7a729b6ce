/** @jest-environment jsdom */
/** The rich text control: what is typed is handed on as typed, and previewed only sanitised. */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import { HtmlField } from './HtmlField';

beforeAll(prepareDomForAntd);

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <HtmlField id="body" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('HtmlField', () => {
  it('shows no preview while empty', () => {
    renderPage(<Field />, { texts: kitTexts });
    expect(screen.queryByRole('region', { name: 'Preview (as it will be shown)' })).toBeNull();
  });

  it('hands on the HTML as typed and previews it without anything that could run', () => {
    renderPage(<Field />, { texts: kitTexts });
    const typed =
      '<h2>Terms</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">link</a>';
    fireEvent.change(screen.getByRole('textbox'), { target: { value: typed } });
    expect(screen.getByTestId('value').textContent).toBe(typed);
    const preview = screen.getByRole('region', { name: 'Preview (as it will be shown)' });
    expect(preview.querySelector('h2')?.textContent).toBe('Terms');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(preview.querySelector('a')?.getAttribute('href')).toBeNull();
  });
});
