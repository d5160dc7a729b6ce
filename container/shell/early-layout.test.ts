/** The layout asked early: through the request layer, unreported, and dropped without a trace. */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { scopeOf } from '../session/start-scope';
import { askEarlyLayout } from './early-layout';
import { menu, user } from './global.fixture';

jest.mock('@polaris/core/services/iam/menus');
jest.mock('@polaris/core/services/platform/prompts');

const scope = scopeOf(user, ['hzero.common', 'hiam']);

/** An answer that never comes, but fails as the request layer does once its call is aborted. */
function pending(_query: unknown, options?: { signal?: AbortSignal }): Promise<never> {
  return new Promise((_resolve, reject) =>
    options?.signal?.addEventListener('abort', () =>
      reject(new RequestError('aborted', 'aborted')),
    ),
  );
}

beforeEach(() => {
  jest.mocked(fetchMenuTree).mockReset().mockResolvedValue(menu);
  jest.mocked(fetchPrompts).mockReset().mockResolvedValue({ 'hiam.title': 'IAM' });
});

describe('the layout asked early', () => {
  it('is not asked without a remembered scope', () => {
    expect(askEarlyLayout(null)).toBeUndefined();
    expect(fetchMenuTree).not.toHaveBeenCalled();
  });

  it("asks for the scope's menu and texts, unreported and cancellable", async () => {
    const early = askEarlyLayout(scope)!;
    expect(await early.menu).toEqual(menu);
    expect(await early.texts).toEqual({ 'hiam.title': 'IAM' });
    const options = { unreported: true, signal: expect.any(AbortSignal) };
    expect(fetchMenuTree).toHaveBeenCalledWith({ lang: 'en_US', roleId: 42 }, options);
    expect(fetchPrompts).toHaveBeenCalledWith(
      { lang: 'en_US', promptKey: ['hzero.common', 'hiam'], organizationId: 7 },
      options,
    );
  });

  it('settles with nothing when refused, or when cancelled on its way', async () => {
    jest.mocked(fetchMenuTree).mockRejectedValue(new RequestError('http', 'refused'));
    jest.mocked(fetchPrompts).mockImplementation(pending);
    const early = askEarlyLayout(scope)!;
    expect(await early.menu).toBeUndefined();
    early.cancel();
    expect(await early.texts).toBeUndefined();
    expect(jest.mocked(fetchPrompts).mock.calls[0][1]?.signal?.aborted).toBe(true);
  });
});
