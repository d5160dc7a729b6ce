/** Address of the external authorisation page; `redirectUri` is where sign-in comes back to. */
export function buildAuthorizeUrl(options: {
  apiHost: string;
  oauthPrefix: string;
  clientId: string;
  redirectUri: string;
}): string {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
  });
  return `${options.apiHost}${options.oauthPrefix}/oauth/authorize?${query.toString()}`;
}
