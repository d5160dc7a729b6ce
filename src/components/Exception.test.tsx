/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/intl';
import { Exception, provideExceptionView } from './Exception';

// The view's chunk: unreachable until a test lets it load.
const mockChunk = { reachable: false };
jest.mock('./ExceptionView', () => {
  if (!mockChunk.reachable) {
    const error = new Error('Loading chunk 7 failed.');
    error.name = 'ChunkLoadError';
    throw error;
  }
  return jest.requireActual('./ExceptionView');
});

const menuFailed = <Exception type="500" description="The menu could not be loaded" />;

beforeAll(() => setLanguage('en_US'));

describe('Exception', () => {
  it("says what happened, without the picture, when the view's code cannot be loaded", async () => {
    const { container } = render(menuFailed);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The menu could not be loaded'),
    );
    expect(container.querySelector('.ant-result')).toBeNull();
  });

  it('loads the view on first use, trying again after a failure', async () => {
    mockChunk.reachable = true;
    const { container } = render(menuFailed);
    expect(await screen.findByText('The menu could not be loaded')).toBeTruthy();
    expect(container.querySelector('.ant-result-500')).not.toBeNull();
    expect(screen.getByText('Back to home')).toBeTruthy();
  });

  it('shows a view the bundle provides at once', () => {
    provideExceptionView(({ description }) => <p>provided: {description}</p>);
    render(<Exception type="404" description="gone" />);
    expect(screen.getByText('provided: gone')).toBeTruthy();
  });
});
