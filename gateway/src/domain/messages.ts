/** Texts the spec fixes (§5, §8), in one place. */
export const MESSAGES = {
  /** Spec §8: logged when the bundles category has no localization for the locale asked for. */
  bundlesLocalizationMissing: 'Unable to find localized URL for bundles category',
  /** Spec §5: a search without a query. */
  searchQueryRequired: 'Please enter a search query',
} as const;
