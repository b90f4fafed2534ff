// Placeholder: replaced by the platform bootstrap (AdminApp, its permissions and default roles).
import type { Db } from '../db/connection';

export async function bootstrapPlatform(_db: Db): Promise<void> {}
