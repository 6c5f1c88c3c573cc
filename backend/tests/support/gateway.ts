/** The backend's development GATEWAY_SECRET, which a test backend started without one (startStrapi) uses. */
const DEV_GATEWAY_SECRET = 'DEV-ONLY-gateway-secret';

/** The header the gateway sends on every shop call: only then do the gateway's routes answer (issue 29). */
export const asGateway = (secret = DEV_GATEWAY_SECRET) => ({ 'x-gateway-secret': secret });
