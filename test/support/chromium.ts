/**
 * Browser tests drive Debian's chromium (a browser download is impossible here). When it is
 * missing and we are root, install it with apt; otherwise say exactly what to do.
 */
import { execFileSync } from 'child_process';
import { existsSync } from 'fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium(log: (line: string) => void = console.log): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH)',
    );
  }
  log('chromium is missing: installing Debian chromium with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but no binary was found');
  return installed;
}

/** Flags for a closed network: no background connections, no sandbox as root, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=Translate,MediaRouter,OptimizationHints',
];
