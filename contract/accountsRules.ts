// A business account's rules both tiers apply (console-shell.md §5, developer-portal.md §5).

/** A business name is under 250 characters: at most this many. */
export const BUSINESS_NAME_MAX = 249;

export const isBusinessNameWithinLimit = (value: string): boolean => value.length <= BUSINESS_NAME_MAX;
