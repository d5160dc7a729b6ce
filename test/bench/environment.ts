/** Where the figures were taken: machine, runtimes and the source revision. */
import { execFileSync } from 'child_process';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'os';
import type { Browser } from 'puppeteer';
import { REPO_ROOT } from '../../mock/cli/workspace';

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

export async function describeEnvironment(
  browser: Browser,
  executablePath: string,
): Promise<Record<string, unknown>> {
  const status = git(['status', '--porcelain']);
  return {
    date: new Date().toISOString(),
    node: process.version,
    chromium: await browser.version(),
    chromiumPath: executablePath,
    platform: `${process.platform} ${release()} ${process.arch}`,
    cpuCount: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryMiB: Math.round(totalmem() / 2 ** 20),
    /** other work on the machine makes the timings noisy */
    loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
    gitCommit: git(['rev-parse', 'HEAD']),
    gitChangedFiles: status === undefined ? undefined : status.split('\n').filter(Boolean).length,
  };
}
