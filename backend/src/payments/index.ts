import type { PaymentProvider } from './provider';
import { testProvider } from './test-provider';

/** The provider orders are charged through: the offline test provider until a real one is configured. */
export function paymentProvider(): PaymentProvider {
  return testProvider;
}
