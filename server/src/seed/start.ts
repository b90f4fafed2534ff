// Start-up seeding after bootstrapPlatform: the ADMIN_USERNAME owner and, when DEMO_SEED is on
// (the default with the embedded database, off with DATABASE_URL), the demo platform.
// Returns the sign-in lines main.ts prints.
import type { Db } from '../db/connection';
import type { ServerConfig } from '../config';
import { seedAdminOwner } from './admin';
import { seedDemo } from './demo';

export async function seedOnStart(db: Db, config: Pick<ServerConfig, 'adminUsername' | 'adminPassword' | 'demoSeed'> & { publicUrl?: string }): Promise<string[]> {
  const lines: string[] = [];
  if (config.adminUsername && config.adminPassword) {
    lines.push(...(await seedAdminOwner(db, config.adminUsername, config.adminPassword)));
  }
  if (config.demoSeed) lines.push(...(await seedDemo(db, config.publicUrl)));
  return lines;
}
