// The databases domain's public API: the account's database connections, which data export reads its
// sources from and the data-source layer opens (docs/server-domains.md).
export { databaseConnections } from './tables';
