// swc keeps the decorator metadata type-graphql reads (esbuild-based transforms drop it).
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// The shared packages (money, platform, SDK) are tested from their sources, so no build is needed first.
const moduleNameMapper = {
  '^@shop/money$': '<rootDir>/../packages/money/src',
  '^@shop/platform$': '<rootDir>/../packages/platform/src',
  '^@shop/sdk$': '<rootDir>/../packages/sdk/src',
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
  ],
};
