/** Unit tests for the web's pure modules (i18n, paths); rendering is covered by e2e/. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // react-intl's ICU parser ships as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!@formatjs/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
