// The parameters domain's public API: its table, which the platform's seed fills with the platform's
// default parameters on a new database (docs/server-domains.md).
export { appParameters } from './tables';
