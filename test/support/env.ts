/** Values global-setup hands to the browser tests through the environment. */
export function gatewayUrl(): string {
  const url = process.env.POLARIS_E2E_URL;
  if (!url)
    throw new Error('POLARIS_E2E_URL is not set: browser tests run through jest global setup');
  return url;
}
