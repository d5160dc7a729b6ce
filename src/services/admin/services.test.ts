/**
 * The market services through the real client against the mock gateway: the organisation is
 * always in the path (`{tenantId}`: alice works in Acme, tenant 1; admin's platform role in 0).
 */
import { serviceContract } from '../../../test/support/service-contract';
import { fetchMarketConfig, sendFeedback } from './market';

const api = serviceContract('alice');

describe('market config', () => {
  it('GET /hadm/v1/{organizationId}/market/config', async () => {
    expect(await fetchMarketConfig()).toEqual({ feedbackFlag: true });
    expect(api.onlySent()).toEqual({ method: 'GET', path: '/hadm/v1/1/market/config', query: {} });
  });

  it('names the platform organisation for a site-level role', async () => {
    await api.signIn('admin');
    await fetchMarketConfig();
    expect(api.onlySent().path).toBe('/hadm/v1/0/market/config');
  });
});

describe('feedback', () => {
  const feedback = { title: 'Tabs', content: 'Closing many tabs at once', pageUrl: '/workplace' };

  it('POST /hadm/v1/{organizationId}/market/feedback with the feedback as its body', async () => {
    const stored = await sendFeedback(feedback);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/hadm/v1/1/market/feedback',
      query: {},
      body: feedback,
    });
    expect(stored).toMatchObject({ ...feedback, tenantId: 1, createdBy: 'alice' });
    expect(api.gateway.state.admin.feedback.list(1)).toEqual([stored]);
  });

  it('rejects with the gateway’s reason, which the user is told', async () => {
    await expect(sendFeedback({ title: '', content: 'x' })).rejects.toMatchObject({
      body: { failed: true, code: 'error.param.invalid' },
    });
    expect(api.notices).toHaveLength(1);
    expect(api.notices[0]).toMatchObject({ description: 'title must not be empty' });
  });
});
