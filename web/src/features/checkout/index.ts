// The public face of the checkout: the cart button and its diagram, and the steps, card form, payment on the
// provider's page and its confirmation, errors and idempotency keys the plan's checkout shares.
// Other features import only these, each from its own module, not through this file (a barrel would load them all
// for every importer); web/.dependency-cruiser.cjs reads this list and refuses other imports (docs/adr/0030).
export { AddToCartButton } from './cart/AddToCartButton';
export { cartDiagram } from './cart/cartDiagram';
export { CardForm } from './steps/CardForm';
export { CheckoutSteps } from './steps/CheckoutSteps';
export { HostedPayment } from './steps/HostedPayment';
export { PaymentConfirmation } from './steps/PaymentConfirmation';
export { type CardField, type CheckoutProblem, paymentProblem } from './steps/errors';
export { forgetIdempotencyKey, idempotencyKeyFor } from './steps/idempotency';
