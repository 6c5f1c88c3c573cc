// The shared layer rules (docs/adr/0030), resolved with this service's own tsconfig.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: '../dependency-cruiser.base.cjs',
  options: { tsConfig: { fileName: 'tsconfig.json' } },
};
