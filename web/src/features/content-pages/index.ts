// The public face of the content pages: spec §8's error pages.
// Other features import only these, each from its own module, not through this file (a barrel would load them all
// for every importer); web/.dependency-cruiser.cjs reads this list and refuses other imports (docs/adr/0030).
export { RateLimitPage } from './static/errors/RateLimitPage';
export { ServerErrorPage } from './static/errors/ServerErrorPage';
