/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://polaris.example.com/workplace"}
 */
import { clearTokens, getAccessToken, setCookieScope, storeTokens } from './tokens';

describe('token cookies', () => {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

  beforeAll(() => {
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
  });

  beforeEach(() => {
    written.length = 0;
  });

  it.each([
    { served: 'https', secure: true },
    { served: 'http', secure: false },
  ])('are Secure exactly when the page is served over $served', ({ secure }) => {
    setCookieScope({ secure });
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' }, 3600);
    clearTokens();
    expect(written).toHaveLength(4);
    for (const line of written) expect(line.endsWith('; Secure')).toBe(secure);
  });

  it('are written and read back on an https page', () => {
    setCookieScope({ secure: true });
    storeTokens({ accessToken: 'abc-123' }, 3600);
    expect(getAccessToken()).toBe('abc-123');
    clearTokens();
    expect(getAccessToken()).toBeUndefined();
  });
});
