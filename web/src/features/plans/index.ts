// The public face of the plans: spending credits on a diagram page.
// Other features import only these, each from its own module, not through this file (a barrel would load them all
// for every importer); web/.dependency-cruiser.cjs reads this list and refuses other imports (docs/adr/0030).
export { CreditDownloadButton } from './credits/CreditDownloadButton';
