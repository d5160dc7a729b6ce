/** Values global-setup hands to the browser tests through the environment. */
function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: browser tests run through jest global setup`);
  return value;
}

/** The gateways global-setup started, one per jest worker, separated by spaces. */
export const GATEWAYS_VARIABLE = 'POLARIS_E2E_URLS';

/**
 * The gateway of the worker `workerId` (jest's JEST_WORKER_ID, from 1) among `urls`: each
 * worker has its own, so files running side by side never share the gateway's state.
 */
export function gatewayOfWorker(urls: string, workerId: string | undefined): string {
  const list = urls.split(' ').filter(Boolean);
  if (list.length === 0) throw new Error('no gateway was started');
  const index = Number(workerId ?? '1') - 1;
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new Error(`jest worker ${workerId} has no gateway of its own (${list.length} started)`);
  }
  return list[index];
}

/** The gateway in front of the built apps, this worker's own. */
export function gatewayUrl(): string {
  return gatewayOfWorker(fromSetup(GATEWAYS_VARIABLE), process.env.JEST_WORKER_ID);
}

/** The foreign qiankun host page (test/host), an origin the gateway trusts for CORS. */
export function foreignHostUrl(): string {
  return fromSetup('POLARIS_E2E_HOST_URL');
}
