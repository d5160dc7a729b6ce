/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { kitTexts } from '../texts';
import { jobStatus } from './job-status';
import { enabledStatus, priorityStatus } from './row-status';
import { StatusBadge, StatusTag, statusRender } from './StatusBadge';

beforeAll(prepareDomForAntd);

describe('status components', () => {
  it('show the translated text with the status colour', () => {
    const { container } = renderPage(
      <>
        <StatusBadge view={enabledStatus(1)} />
        <StatusTag view={jobStatus('RUNING')} />
      </>,
      { texts: kitTexts },
    );
    expect(screen.getByText('Enabled')).toBeTruthy();
    expect(container.querySelector('.ant-badge-status-success')).toBeTruthy();
    expect(screen.getByText('Running').className).toContain('ant-tag-processing');
  });

  it('speak the user language', () => {
    renderPage(<StatusBadge view={priorityStatus(80)} />, { texts: kitTexts, language: 'zh_CN' });
    expect(screen.getByText('高')).toBeTruthy();
  });

  it('show the fallback without a status, and a column render shows the raw code', () => {
    const render = statusRender(jobStatus, 'tag');
    renderPage(
      <>
        <StatusBadge view={undefined} fallback="—" />
        <span data-testid="cell">{render('ARCHIVED')}</span>
        <span data-testid="known">{render('F')}</span>
      </>,
      { texts: kitTexts },
    );
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByTestId('cell').textContent).toBe('ARCHIVED');
    expect(screen.getByTestId('known').textContent).toBe('Failed');
  });
});
