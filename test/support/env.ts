/** Values global-setup hands to the browser tests through the environment. */
function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: browser tests run through jest global setup`);
  return value;
}

/** The gateway in front of the built apps. */
export function gatewayUrl(): string {
  return fromSetup('POLARIS_E2E_URL');
}

/** The foreign qiankun host page (test/host), an origin the gateway trusts for CORS. */
export function foreignHostUrl(): string {
  return fromSetup('POLARIS_E2E_HOST_URL');
}
