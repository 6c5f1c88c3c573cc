// Lets a plain Node process require the gateway's TypeScript sources, compiled as the tests compile them (swc keeps
// the decorator metadata type-graphql reads), so that a test can run a gateway outside Jest's own process.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const jestConfig = require('../../../jest.config.js');

const [, options] = jestConfig.projects[0].transform['^.+\\.ts$'];

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
