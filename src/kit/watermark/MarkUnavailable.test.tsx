/** @jest-environment jsdom */
// When the mark's drawing code cannot be loaded, page data stays hidden; the user is told why and
// Retry loads it again, after which the page shows under its mark.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { recordCanvasText } from './canvas.fixture';
import { MarkUnavailable } from './MarkUnavailable';
import { useMarkReady, useMarkRetry, WatermarkScope } from './WatermarkScope';

const mockLoads = { failuresLeft: 0 };
jest.mock('./guarded-mark', () => {
  if (mockLoads.failuresLeft > 0) {
    mockLoads.failuresLeft -= 1;
    throw new Error('Loading chunk guarded-mark failed');
  }
  return jest.requireActual('./guarded-mark');
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  recordCanvasText();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function PageData() {
  const retry = useMarkRetry();
  if (useMarkReady()) return <p>page data</p>;
  return retry ? <MarkUnavailable retry={retry} /> : <p>waiting for the mark</p>;
}

function Area() {
  const host = useRef<HTMLDivElement>(null);
  return (
    <div ref={host}>
      <WatermarkScope host={host}>
        <PageData />
      </WatermarkScope>
    </div>
  );
}

const alice = { loginName: 'alice', realName: 'Alice Chen', waterMarkFlag: 1 };

// A failed require is not kept by jest's registry: the next import runs the factory again.
it('keeps the page hidden while the mark cannot load, says why, and shows it after Retry', async () => {
  mockLoads.failuresLeft = 1;
  renderPage(<Area />, { user: alice });
  const title = 'This page cannot be shown without your watermark';
  expect(await screen.findByText(title)).toBeTruthy();
  expect(screen.queryByText('page data')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByText('page data')).toBeTruthy());
  expect(screen.queryByText(title)).toBeNull();
});

it('says it in the user language (zh_CN)', async () => {
  const retry = jest.fn();
  renderPage(<MarkUnavailable retry={retry} />, { language: 'zh_CN' });
  expect(await screen.findByText('未加载水印，无法显示此页面')).toBeTruthy();
  expect(screen.getByText('水印加载失败，页面内容暂不显示。请检查网络后重试。')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '重 试' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
