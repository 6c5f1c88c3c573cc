// The shared layer rules (docs/adr/0030), resolved with this service's own tsconfig, and the web's own layers.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One rule per feature, for its public face (src/features/<name>/index.ts): another feature may import the modules
 * that file lists, nothing else of it. The list is read here; importers name each module, not the index (a barrel
 * would load every module it lists for each importer).
 */
function featureFaces() {
  const features = join(__dirname, 'src/features');
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const index = join(features, name, 'index.ts');
      // A feature without an index.ts shows nothing to the others.
      const listed = existsSync(index) ? [...readFileSync(index, 'utf8').matchAll(/from '\.\/([^']+)'/g)] : [];
      const face = listed.map(([, module]) => `^src/features/${escaped(name)}/${escaped(module)}[.]tsx?$`);
      return {
        name: `only-the-face-of-${name}`,
        comment: `Another feature imports only what src/features/${name}/index.ts lists (issue 30).`,
        severity: 'error',
        from: { path: '^src/features/', pathNot: `^src/features/${escaped(name)}/` },
        to: { path: `^src/features/${escaped(name)}/`, pathNot: face },
      };
    });
}

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
    ...featureFaces(),
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
