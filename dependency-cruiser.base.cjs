// The layer rules every service keeps (issue 30, docs/adr/0030), run from each service's folder by its own
// .dependency-cruiser.cjs: `npm run layers` and `npm test`. Paths are relative to the service's folder.
const OTHER_SERVICE = '^\\.\\./(web|gateway|backend)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Folders import each other: a newcomer cannot tell which is the lower layer. Move the shared part down.',
      scope: 'folder',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-other-service-source',
      comment: "A service never imports another's source: shared code lives in packages/.",
      severity: 'error',
      from: { pathNot: '^\\.\\./' },
      to: { path: OTHER_SERVICE },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // Another service's source is reported where it is imported, not cruised as if it were this one's.
    doNotFollow: { path: ['node_modules', OTHER_SERVICE] },
    exclude: { path: '(^|/)(dist|\\.next|node_modules)/' },
  },
};
