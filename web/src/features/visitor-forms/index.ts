// The public face of the visitor forms: the newsletter block of the footer.
// Other features import only these, each from its own module, not through this file (a barrel would load them all
// for every importer); web/.dependency-cruiser.cjs reads this list and refuses other imports (docs/adr/0030).
export { NewsletterBlock } from './newsletter/NewsletterBlock';
