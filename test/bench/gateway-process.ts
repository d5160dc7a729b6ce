/** Starts gateway-child.ts in a child process and hands back its address. */
import { spawn, type ChildProcess } from 'child_process';
import { join } from 'path';
import { REPO_ROOT } from '../../mock/cli/workspace';

export interface GatewayProcess {
  url: string;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `trustedOrigins`: pages on other origins that call it (MOCK_ALLOWED_ORIGINS: CORS). */
export async function startGatewayProcess(trustedOrigins: string[] = []): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'gateway-child.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      MOCK_ALLOWED_ORIGINS: [process.env.MOCK_ALLOWED_ORIGINS, ...trustedOrigins]
        .filter(Boolean)
        .join(','),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });

  const close = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin?.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error('the gateway did not start within 30 s')),
        START_TIMEOUT_MS,
      );
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the gateway process exited (code ${code})`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
        if (!line) return;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      });
    });
    return { url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
