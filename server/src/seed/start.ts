// Placeholder: replaced by the start-up seeding (admin owner, demo platform).
import type { Db } from '../db/connection';
import type { ServerConfig } from '../config';

export async function seedOnStart(_db: Db, _config: ServerConfig): Promise<string[]> {
  return [];
}
