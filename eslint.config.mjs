// Lint: typescript-eslint's recommended rules, React hooks rules, and the import boundaries that
// keep the layers honest: src/ (platform core) knows no app; the container and each sub-app
// never import each other (they meet only through qiankun and the manifests).
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
const layerZones = CONTAINER_AREAS.flatMap((area, index) => [
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
  message: 'Use retryableLazy (src/components/retryable-lazy.tsx): it can be retried.',
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
    rules: boundary(
      ['**/container/**', '**/sub-apps/**', '**/mock/**'],
      'src/ is the shared core: it must not depend on an app or on the mock.',
    ),
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
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
    },
  },
  {
    // React keeps a failed lazy import for good; retryableLazy lets a page retry its chunk.
    files: ['{src,container,sub-apps}/**/*.{ts,tsx}'],
    ignores: ['src/components/retryable-lazy.tsx'],
    rules: { 'no-restricted-syntax': ['error', noPlainLazy, noIndexExtras] },
  },
  {
    // Runtime facts live in the runtime object (src/runtime), not in module-level variables.
    files: ['{src,container,sub-apps}/**/*.{ts,tsx}'],
    ignores: ['src/components/retryable-lazy.tsx', '**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noPlainLazy, noIndexExtras, noModuleLet] },
  },
  {
    // Command-line tools, the gateway and tests print to the terminal on purpose.
    files: ['mock/**/*.ts', 'test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
