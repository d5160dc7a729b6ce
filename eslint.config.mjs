// Lint: typescript-eslint's recommended rules, React hooks rules, and the import boundaries that
// keep the layers honest: src/ (platform core) knows no app, and inside it a lower layer never
// imports a higher one (SRC_LAYERS); inside the container an area never imports one above it
// (CONTAINER_AREAS); the container and each sub-app never import each other (they meet only
// through qiankun and the manifests).
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const boundary = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

const root = import.meta.dirname;
const foldersIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^(\.|node_modules$|dist$)/.test(entry.name))
        .map((entry) => path.join(dir, entry.name))
    : [];

/**
 * Feature boundaries. In a sub-app, a feature folder (`features/<name>/`) reaches another one
 * only through its public entry (`index.ts`); pages are put together in the app's definition.
 * In the container, an area uses the top-level modules of the areas below it (CONTAINER_AREAS),
 * but what an area keeps in a subfolder (`feedback/`, `pages/`) is its own.
 */
const featureZones = [
  ...foldersIn(path.join(root, 'sub-apps')).flatMap((app) =>
    foldersIn(path.join(app, 'features')).map((feature) => ({
      target: feature,
      from: `${path.join(app, 'features')}/**`,
      except: [`${feature}/**`, `${path.join(app, 'features')}/*/index.{ts,tsx}`],
      message: 'Another feature is reached only through its public entry (its index.ts).',
    })),
  ),
  ...foldersIn(path.join(root, 'container')).map((area, _index, areas) => ({
    target: areas.filter((other) => other !== area),
    from: `${area}/*/**`,
    message: `What ${path.basename(area)}/ keeps in a subfolder is its own: use its top-level modules.`,
  })),
];

/**
 * The layers of src/, lowest first: each folder of src/ is in exactly one, and code imports its
 * own layer and the layers below it, never one above. Layers of one rank stand side by side and
 * do not import each other either. The container and the sub-apps may import any layer.
 *
 *   app         pages/ sub-app/       an app put together: lifecycles, frames, routes, pages
 *   kit         kit/                  page helpers, and the list views of a query
 *   components  components/           shared UI: error boundary, exception, loading, provider
 *   data        core/ models/ query/  app state (models) and server data (react-query)
 *   micro       micro/                the shell-sub-app contract (beside data, not above it)
 *   platform    auth/ config/ …       the runtime and what it holds: config, session, texts,
 *                                     calls, addresses, permission checks, start-up, code loading
 *
 * src/build/ is none of them: build-time code (the umi plugin, its settings and shims) that
 * runtime code never imports, and that imports nothing above the platform's pure rules.
 */
const SRC_LAYERS = [
  {
    name: 'platform',
    rank: 0,
    folders: [
      'auth',
      'config',
      'i18n',
      'loading',
      'permissions',
      'request',
      'routing',
      'runtime',
      'security',
      'services',
      'session',
      'startup',
    ],
  },
  { name: 'data', rank: 1, folders: ['core', 'models', 'query'] },
  { name: 'micro', rank: 1, folders: ['micro'] },
  { name: 'components', rank: 2, folders: ['components'] },
  { name: 'kit', rank: 3, folders: ['kit'] },
  { name: 'app', rank: 4, folders: ['pages', 'sub-app'] },
];

const srcRoot = path.join(root, 'src');
const buildFolder = path.join(srcRoot, 'build');
const layerPaths = (layer) => layer.folders.map((folder) => path.join(srcRoot, folder));

// The list above is the one record of the layers: a folder of src/ in none (or in two), or a
// listed folder that is gone, stops lint until the list says where it belongs.
const placed = SRC_LAYERS.flatMap(layerPaths);
const holdsFiles = (dir) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
const unplaced = foldersIn(srcRoot).filter(
  (dir) => dir !== buildFolder && !placed.includes(dir) && holdsFiles(dir),
);
const missing = placed.filter((dir, index) => !fs.existsSync(dir) || placed.indexOf(dir) !== index);
if (unplaced.length || missing.length) {
  const names = [...unplaced, ...missing].map((dir) => path.relative(root, dir));
  throw new Error(`eslint.config.mjs SRC_LAYERS: place each src/ folder in one layer: ${names}`);
}

function layerMessage(lower, other) {
  const why =
    other.rank === lower.rank
      ? 'layers of one rank stand side by side'
      : 'a lower layer never imports a higher one';
  return `The ${lower.name} layer does not import the ${other.name} layer: ${why} (SRC_LAYERS).`;
}

const layerZones = SRC_LAYERS.flatMap((lower) =>
  SRC_LAYERS.filter((other) => other !== lower && other.rank >= lower.rank).map((other) => ({
    target: layerPaths(lower),
    from: layerPaths(other),
    message: layerMessage(lower, other),
  })),
);

const coreKnowsNoApp = {
  group: ['**/container/**', '**/sub-apps/**', '**/mock/**'],
  message: 'src/ is the shared core: it must not depend on an app or on the mock.',
};

const RENDERS_NOTHING = 'Build-time code (src/build) renders nothing.';

const buildZones = [
  {
    target: placed,
    from: buildFolder,
    message: 'Runtime code never imports build-time code (src/build).',
  },
  {
    target: buildFolder,
    from: SRC_LAYERS.filter((layer) => layer.rank > 0).flatMap(layerPaths),
    message: "Build-time code (src/build) uses only the platform layer's pure rules, never UI.",
  },
];

/**
 * The container's areas, lowest first: an area imports only areas below it, so no two areas
 * import each other and the shell reads bottom up. `state` holds what every area shares (the
 * global model's plumbing, the shell's context); each area owns its part of the state; `shell`
 * puts the store together and starts it; `embedded` and the files at the top of container/
 * (entry.tsx, boot.tsx) start the shell. A new area takes its place here (lint refuses an
 * unlisted folder).
 */
const CONTAINER_AREAS = [
  'state',
  'exception',
  'approval-history',
  'routing',
  'link',
  'session',
  'micro',
  'menu',
  'messages',
  'workplace',
  'tabs',
  'language',
  'header',
  'layouts',
  'shell',
  'embedded',
];

const containerDir = path.join(root, 'container');
const unlisted = foldersIn(containerDir)
  .map((dir) => path.basename(dir))
  .filter((name) => !CONTAINER_AREAS.includes(name));
const unknown = CONTAINER_AREAS.filter((name) => !fs.existsSync(path.join(containerDir, name)));
if (unlisted.length > 0 || unknown.length > 0) {
  throw new Error(
    `CONTAINER_AREAS (eslint.config.mjs) must list container/'s folders, lowest first: ` +
      `${unlisted.length ? `add ${unlisted.join(', ')}` : ''}${unknown.length ? ` drop ${unknown.join(', ')}` : ''}`,
  );
}

/** One zone per pair: the lower area may not import the higher one, nor the top files. */
const containerLayerZones = CONTAINER_AREAS.flatMap((area, index) => [
  ...CONTAINER_AREAS.slice(index + 1).map((higher) => ({
    target: path.join(containerDir, area),
    from: path.join(containerDir, higher),
    message: `container/${area}/ is below ${higher}/ in CONTAINER_AREAS (eslint.config.mjs): an import upward makes two areas import each other. Move what both need down, or hand it in from above.`,
  })),
  {
    target: path.join(containerDir, area),
    from: path.join(containerDir, '*.{ts,tsx}'),
    message: `container/${area}/ may not import the container's start files (entry.tsx, boot.tsx): they come last.`,
  },
]);

const noPlainLazy = {
  selector: "ImportSpecifier[imported.name='lazy']",
  message: 'Use retryableLazy (src/loading/retryable-lazy.tsx): it can be retried.',
};

const noIndexExtras = {
  selector:
    "ImportDeclaration[source.value='antd'] > ImportSpecifier[imported.name=/^(Avatar|Dropdown)$/]",
  message: 'Import it from src/components/antd-parts.ts: the index one brings unused extras along.',
};

const noModuleLet = {
  selector: [
    "Program > VariableDeclaration[kind='let'][declare!=true]",
    "Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
  ].join(', '),
  message: 'No module-level mutable state: keep it in the runtime (src/runtime) or a mount.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.umi*/**',
      'bench/**',
      'coverage/**',
      'test/host/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['{src,container,sub-apps}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import cycles anywhere in the product: a cycle makes load order matter and hides layers.
    files: ['{src,container,sub-apps,mock}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: boundary(coreKnowsNoApp.group, coreKnowsNoApp.message),
  },
  {
    // Build-time code runs in node under umi: no React, no antd (and, as all of src/, no app).
    files: ['src/build/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'antd'].map((name) => ({ name, message: RENDERS_NOTHING })),
          patterns: [
            coreKnowsNoApp,
            { group: ['react/*', 'react-dom/*', 'antd/*'], message: RENDERS_NOTHING },
          ],
        },
      ],
    },
  },
  {
    // The layers of src/ (SRC_LAYERS), tests included: a lower layer never imports a higher one.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...buildZones] }],
    },
  },
  {
    files: ['container/**/*.{ts,tsx}'],
    rules: boundary(
      ['**/sub-apps/**', '**/mock/**'],
      'The container reaches sub-apps only through qiankun and their manifests.',
    ),
  },
  {
    files: ['sub-apps/**/*.{ts,tsx}'],
    rules: boundary(
      ['**/container/**', '**/mock/**', '**/sub-apps/*/**'],
      'A sub-app depends on src/ only, never on the container or another sub-app.',
    ),
  },
  {
    files: ['{container,sub-apps}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // features reach each other through their entries; the container's areas are in layers
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...containerLayerZones] },
      ],
    },
  },
  {
    // React keeps a failed lazy import for good; retryableLazy lets a page retry its chunk.
    files: ['{src,container,sub-apps}/**/*.{ts,tsx}'],
    ignores: ['src/loading/retryable-lazy.tsx'],
    rules: { 'no-restricted-syntax': ['error', noPlainLazy, noIndexExtras] },
  },
  {
    // Runtime facts live in the runtime object (src/runtime), not in module-level variables.
    files: ['{src,container,sub-apps}/**/*.{ts,tsx}'],
    ignores: ['src/loading/retryable-lazy.tsx', '**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noPlainLazy, noIndexExtras, noModuleLet] },
  },
  {
    // Command-line tools, the gateway and tests print to the terminal on purpose.
    files: ['mock/**/*.ts', 'test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
