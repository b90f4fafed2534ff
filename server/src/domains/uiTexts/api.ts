// The uiTexts domain's public API: its table, which the platform's seed fills with the console's own
// labels (AdminApp's texts) on a new database (docs/server-domains.md).
export { uiProperties } from './tables';
