/**
 * A minimal micro-module for browser tests: plain qiankun lifecycles that write which module
 * shows which page into each page slot the shell hands over. Written to a temporary folder with
 * its manifest, to serve next to the built apps (`serveApps({ extraModules })`).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { BuiltModule } from '../../mock/cli/workspace';

export interface ProbeModuleOptions {
  name: string;
  priority: number;
  /** Declared routes (module-routes.ts); default none. */
  routes?: Array<Record<string, unknown>>;
  registerRegex?: string;
  initLoad?: boolean;
}

/** The text a probe module writes into a page: "<name> shows <path>". */
export const probeText = (name: string, path: string) => `${name} shows ${path}`;

const lifecycles = (name: string) => `(function (global) {
  var name = ${JSON.stringify(name)};
  function slotsOf(props) {
    return props && props.polarisShell ? props.polarisShell.slots : [];
  }
  function render(props) {
    slotsOf(props).forEach(function (slot) {
      slot.element.textContent = name + ' shows ' + slot.path;
    });
    return Promise.resolve();
  }
  global[name] = {
    bootstrap: function () { return Promise.resolve(); },
    mount: render,
    update: render,
    unmount: function (props) {
      slotsOf(props).forEach(function (slot) { slot.element.textContent = ''; });
      return Promise.resolve();
    },
  };
})(window);
`;

export function writeProbeModule(options: ProbeModuleOptions): BuiltModule {
  const distDir = mkdtempSync(join(tmpdir(), `polaris-${options.name}-`));
  const publicUrl = `/probe/${options.name}/`;
  writeFileSync(
    join(distDir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"></head><body>` +
      `<script src="${publicUrl}probe.js"></script></body></html>`,
  );
  writeFileSync(join(distDir, 'probe.js'), lifecycles(options.name));
  mkdirSync(join(distDir, 'packages'));
  const manifestFile = join(distDir, 'packages', 'microConfig.json');
  writeFileSync(
    manifestFile,
    JSON.stringify({
      name: options.name,
      publicUrl,
      version: '1.0.0',
      priority: options.priority,
      registerRegex: options.registerRegex ?? '^/probe-never$',
      initLoad: options.initLoad ?? false,
      promptKeys: [],
      routes: options.routes ?? [],
      indexAssets: { js: ['probe.js'], css: [] },
      customizeAssets: { js: [], css: [] },
    }),
  );
  return { name: options.name, publicUrl, distDir, manifestFile };
}
