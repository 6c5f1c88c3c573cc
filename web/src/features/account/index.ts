// The public face of the account: its forms in the plan's checkout, the header's link,
// the receipt's resend on the download page.
// Other features import only these, each from its own module, not through this file (a barrel would load them all
// for every importer); web/.dependency-cruiser.cjs reads this list and refuses other imports (docs/adr/0030).
export type { ActionResult } from './actions';
export { Done } from './FormParts';
export { HeaderAccountLink } from './HeaderAccountLink';
export { accountProblem } from './problems';
export { RegisterForm } from './RegisterForm';
export { ResendReceiptButton } from './ResendReceiptButton';
export { SignInForm } from './SignInForm';
