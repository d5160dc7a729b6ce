/**
 * Unit tests load antd as one prebuilt CommonJS file instead of its ~1,500 modules: jest resolves,
 * wraps and runs every module afresh in each test file, which cost about 0.9 s of processor time
 * per page-test file (147 files), and as much again for the icons' ~800 modules. The file is
 * antd's and the icons' own CommonJS builds (antd/lib, @ant-design/icons/lib) bundled by esbuild,
 * so the components and their behaviour are theirs; what holds state shared with our code stays
 * outside it, one copy each: React, dayjs, the style engine (@ant-design/cssinjs, which
 * no-antd-styles.ts mocks) and rc-util. Built once per antd and icons version, on first use.
 *
 * The icons and the few antd parts our code imports by path (antd-parts.ts, the watermark's
 * context) come from the same bundle (test/support/antd-parts/), so a context (the icons', the
 * watermark's) has one identity on both sides.
 */
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));

/** Parts of antd our code imports by path, exported beside the components. */
const ENTRY = `
const antd = require('antd');
module.exports = Object.assign({}, antd, {
  __parts: {
    WatermarkContext: require('antd/lib/watermark/context').default,
    Avatar: require('antd/lib/avatar/Avatar').default,
    Dropdown: require('antd/lib/dropdown/dropdown').default,
  },
  __icons: require('@ant-design/icons'),
});
`;

const SHARED = ['react', 'react-dom', 'dayjs', '@ant-design/cssinjs', 'rc-util'];

/** The bundle's path (built now if this antd version has none yet). */
export function antdBundle() {
  const versionOf = (name) =>
    JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  const folder = join(root, 'node_modules', '.cache', 'polaris-jest');
  const file = join(
    folder,
    `antd-${versionOf('antd')}-icons-${versionOf('@ant-design/icons')}.cjs`,
  );
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const { outputFiles } = buildSync({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    mainFields: ['main'],
    external: SHARED.flatMap((name) => [name, `${name}/*`]),
    minifyWhitespace: true,
    logLevel: 'silent',
  });
  // written whole or not at all: parallel jest runs never read half a file
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, file);
  return file;
}
