// The shared layer rules (docs/adr/0030), resolved with this service's own tsconfig, and the web's own layers.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: '../dependency-cruiser.base.cjs',
  forbidden: [
    {
      name: 'platform-imports-nothing-above',
      comment:
        'src/platform is the lowest layer of the web: it may use generated types (src/gql), never a feature or ui.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/', pathNot: '^src/(platform|gql)/' },
    },
    {
      name: 'ui-imports-only-platform',
      comment:
        'src/ui holds what every feature shows alike (fields, notices, images, logo): it may use the platform, no feature.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/', pathNot: '^src/(ui|platform|gql)/' },
    },
    {
      name: 'one-door-to-the-gateway',
      comment:
        'Only src/platform/gateway reaches the gateway, through @shop/sdk (issue 30); tests may build its errors.',
      severity: 'error',
      from: { pathNot: ['^src/platform/gateway/', '[.]test[.]tsx?$'] },
      to: { path: 'packages/sdk/|@shop/sdk' },
    },
  ],
  options: { tsConfig: { fileName: 'tsconfig.json' } },
};
