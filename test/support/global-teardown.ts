export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.__POLARIS_GATEWAYS__ ?? []).map((gateway) => gateway.close()));
  await globalThis.__POLARIS_FOREIGN_HOST__?.close();
}
