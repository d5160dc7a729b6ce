// Two projects: fast unit tests next to the code they test, and browser tests (puppeteer driving
// Debian's chromium) against the built apps behind the mock gateway.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@polaris/core/(.*)$': '<rootDir>/src/$1',
    // the build takes antd's ES modules, jest its CommonJS ones: one copy of each module either way
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/\\.umi'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/{src,container,sub-apps,mock}/**/*.test.{ts,tsx}',
        // the test tooling's own rules (cost report, bench figures)
        '<rootDir>/test/{support,bench}/**/*.test.ts',
      ],
      setupFilesAfterEnv: [
        '<rootDir>/test/support/no-antd-styles.ts',
        '<rootDir>/test/support/unit-runtime.ts',
      ],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/e2e-setup.ts'],
      slowTestThreshold: 30,
    },
  ],
};
