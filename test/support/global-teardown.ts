export default async function globalTeardown(): Promise<void> {
  await globalThis.__POLARIS_GATEWAY__?.close();
}
