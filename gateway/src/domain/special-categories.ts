/** English urls of the categories spec §7 looks up by url (backend seed: bundles, free). */
export const BUNDLES_CATEGORY_URL = 'bundles';
export const FREE_CATEGORY_URL = 'free';
