// What a subscription may say (developer-portal.md §7 "Subscription").
export const SUBSCRIPTION_TERMS = ['Monthly', 'Quarterly', 'Yearly'] as const;
export type SubscriptionTerm = (typeof SUBSCRIPTION_TERMS)[number];
export const ENVIRONMENTS = ['Test', 'Production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
/** A subscription that names no environment runs in this one. */
export const DEFAULT_ENVIRONMENT: Environment = 'Production';
