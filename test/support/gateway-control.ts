/** The mock gateway's test API (/__mock__), used to make the backend fail or stall. */
export type { FaultSpec as Fault } from '../../mock/server/faults';
import type { FaultSpec } from '../../mock/server/faults';

async function call(baseUrl: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

export const addFault = (baseUrl: string, fault: FaultSpec) =>
  call(baseUrl, 'POST', '/__mock__/faults', fault);
export const clearFaults = (baseUrl: string) => call(baseUrl, 'DELETE', '/__mock__/faults');
export const resetGateway = (baseUrl: string, options: { tokens?: boolean } = {}) =>
  call(baseUrl, 'POST', '/__mock__/reset', options);
export const advanceClock = (baseUrl: string, advanceMs: number) =>
  call(baseUrl, 'POST', '/__mock__/clock', { advanceMs });
