import { getRuntimeConfig } from '../../config/runtime';

/**
 * Logout URL (`{oauth}/logout?redirect_uri=&access_token=`). Sign-out is a top-level navigation: the gateway revokes the token and shows the authorisation
 * page, which returns to `redirectUri` after the next sign-in.
 */
export function buildLogoutUrl(accessToken: string | undefined, redirectUri: string): string {
  const config = getRuntimeConfig();
  const query = new URLSearchParams({ redirect_uri: redirectUri });
  if (accessToken) query.set('access_token', accessToken);
  return `${config.apiHost}${config.services.oauth}/logout?${query.toString()}`;
}
