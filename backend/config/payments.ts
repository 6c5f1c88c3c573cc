import { type PaymentsConfig, paymentsSettings } from '../src/env/payments';

export default (): PaymentsConfig => paymentsSettings();
