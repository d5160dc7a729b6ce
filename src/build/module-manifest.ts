/**
 * Writes a sub-app's module manifest (spec section 3 "Module config entry") next to its build,
 * at `packages/microConfig.json`. The gateway lists every deployed module's manifest at
 * `/packages/microConfig.json`; the shell reads that at run time.
 */
import { execFileSync } from 'child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';

export interface MicroBuildOptions {
  name: string;
  registerRegex: string;
  initLoad?: boolean;
  priority?: number;
  promptKeys?: string[];
  /**
   * Declared pages: path, name, title, icon, authority, closable, exact, priority, type and
   * components with a load order (the shell's container/micro/module-routes.ts reads them).
   */
  routes?: Array<Record<string, unknown>>;
}

function commitHash(cwd: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
  } catch {
    return undefined; // not a checkout (e.g. a tarball build)
  }
}

export function writeModuleManifest(options: {
  outputDir: string;
  appDir: string;
  publicPath: string;
  micro: MicroBuildOptions;
}): void {
  const files = readdirSync(options.outputDir);
  const pkg = JSON.parse(readFileSync(join(options.appDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const manifest = {
    name: options.micro.name,
    publicUrl: options.publicPath,
    version: pkg.version ?? '0.0.0',
    commitHash: commitHash(options.appDir),
    builtAt: new Date().toISOString(),
    priority: options.micro.priority ?? 0,
    registerRegex: options.micro.registerRegex,
    initLoad: options.micro.initLoad ?? false,
    promptKeys: options.micro.promptKeys ?? [],
    routes: options.micro.routes ?? [],
    indexAssets: {
      js: files.filter((file) => /^(framework|umi)\..*\.js$/.test(file)),
      css: files.filter((file) => /^umi\..*\.css$/.test(file)),
    },
    customizeAssets: { js: [], css: [] },
  };
  mkdirSync(join(options.outputDir, 'packages'), { recursive: true });
  writeFileSync(
    join(options.outputDir, 'packages', 'microConfig.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}
