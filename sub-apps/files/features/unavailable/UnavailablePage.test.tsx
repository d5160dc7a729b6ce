/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { filesTexts } from '../../texts';
import UnavailablePage from './UnavailablePage';

beforeAll(prepareDomForAntd);

describe('a file service page this deployment does not include', () => {
  it.each([
    ['/hfle/storage', 'en_US', 'Storage Configuration is not available here'],
    ['/hfle/upload-config', 'zh_CN', '此处不提供文件上传配置'],
  ])('%s (%s) says so plainly', async (path, language, title) => {
    renderPage(
      <MemoryRouter initialEntries={[path]}>
        <UnavailablePage />
      </MemoryRouter>,
      { texts: filesTexts, language },
    );
    expect(await screen.findByText(title)).toBeTruthy();
  });
});
