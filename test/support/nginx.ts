/**
 * Debian's nginx for the deployment test (test/e2e/nginx-deploy.e2e.ts), found or installed as
 * chromium is: when it is missing and we are root, `apt-get install nginx` (and Debian's brotli
 * module). Installing never starts the system's service (a `policy-rc.d` refuses it while apt
 * runs). The test's nginx runs with a configuration of its own in a temporary folder (`-p`,
 * pid, logs and temporary files there), on a loopback port, and is ended by its process id.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const BINARIES = ['/usr/sbin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const PACKAGES = { nginx: 'nginx', brotli: 'libnginx-mod-http-brotli-filter' };
const POLICY_RC = '/usr/sbin/policy-rc.d';

export interface Nginx {
  binary: string;
  /** Debian's brotli filter module, when it is installed. */
  brotliModule?: string;
}

export function findNginx(): Nginx | undefined {
  const fromEnv = process.env.NGINX_PATH;
  const binary = [fromEnv, ...BINARIES].find((path): path is string => !!path && existsSync(path));
  if (!binary) return undefined;
  return { binary, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined };
}

/** apt-get install, with services kept from starting (no nginx on port 80 behind our back). */
function aptInstall(packages: string[], log: (line: string) => void): void {
  log(`installing ${packages.join(' ')} with apt-get…`);
  const guard = !existsSync(POLICY_RC);
  if (guard) writeFileSync(POLICY_RC, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  } finally {
    if (guard) rmSync(POLICY_RC, { force: true });
  }
}

/**
 * Debian's nginx (with its brotli module when it can be had), or why it cannot be had: missing,
 * and we are not root to install it. Brotli is optional: without its module the test asserts gzip.
 */
export function ensureNginx(log: (line: string) => void = console.log): Nginx | string {
  const found = findNginx();
  const root = process.getuid?.() === 0;
  if (found && (found.brotliModule || !root)) return found;
  if (!found && !root) {
    return 'nginx is missing and this is not root: run `sudo apt-get install -y nginx libnginx-mod-http-brotli-filter` (or set NGINX_PATH)';
  }
  if (found) {
    try {
      aptInstall([PACKAGES.brotli], log);
    } catch (error) {
      log(`nginx's brotli module could not be installed (${String(error)}): gzip only`);
    }
    return findNginx() ?? found;
  }
  aptInstall([PACKAGES.nginx, PACKAGES.brotli], log);
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx but no binary was found');
  return installed;
}

/** A port nobody listens on now, on this machine's loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The main configuration around the generated one: everything nginx writes stays in `dir`. */
function mainConfig(nginx: Nginx, dir: string, serverConfig: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    nginx.brotliModule ? `load_module ${nginx.brotliModule};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${serverConfig};`,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts nginx with `config` (a generated server configuration) in `dir`, and waits until `url`
 * answers; fails with nginx's error log if it stops first.
 */
export async function startNginx(
  nginx: Nginx,
  dir: string,
  config: string,
  url: string,
): Promise<RunningNginx> {
  const serverConfig = join(dir, 'polaris.conf');
  const main = join(dir, 'nginx.conf');
  writeFileSync(serverConfig, config);
  writeFileSync(main, mainConfig(nginx, dir, serverConfig));
  const log = () =>
    existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  const child: ChildProcess = spawn(nginx.binary, ['-c', main, '-p', dir], { stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  for (let tries = 0; !(await answers(url)); tries += 1) {
    if (gone || tries > 100) {
      child.kill();
      throw new Error(`nginx did not start:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async stop() {
      if (!gone) child.kill('SIGTERM'); // nginx's quick stop: an open socket must not hold it
      await exited;
    },
  };
}
