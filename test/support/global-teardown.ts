export default async function globalTeardown(): Promise<void> {
  await globalThis.__POLARIS_GATEWAY__?.close();
  await globalThis.__POLARIS_FOREIGN_HOST__?.close();
}
