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
 * In the container, the shell's areas share one state (the global model) and use each other's
 * top-level modules, but what an area keeps in a subfolder (`api/`, `pages/`) is its own.
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
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
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
