/** Backend tests: unit tests of the seed builder and HTTP tests against a real `strapi start`. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // Each HTTP test file starts its own Strapi process; two at a time fit a 2-core machine.
  maxWorkers: 2,
  testTimeout: 120_000,
};
