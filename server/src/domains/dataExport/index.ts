// Data export (developer-portal.md §7 "Database, migration and export"), under /data-export: an app
// instance exports tables of its data source (one of the account's database connections), views
// their rows page by page, and exports them to spreadsheets as background jobs whose end rings the
// starter's bell with a Download action.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import exportTableRoutes from './routes/exportTables';
import viewDataRoutes from './routes/viewData';
import exportRoutes from './routes/exports';
import { ExportJobs, exportFilesDir } from './exportJobs';
import { JOB_QUEUES } from '../../jobs/jobQueue';
import { SERVICE_PREFIXES } from '../../../../contract/services';

export { writeExport, EXPORT_LIMITS, type ExportLimits } from './writeExport';
export { SUMMARY_SHEET, sheetName } from './workbookExport';

const dataExport: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  const jobs = new ExportJobs({
    db: app.platform.database.db, dataSources: app.platform.dataSources, queue: app.platform.jobs,
    filesDir: exportFilesDir(app.platform.config.dataDir), log: app.log,
  });
  await app.platform.jobs.consume(JOB_QUEUES.dataExport, jobs);
  app.addHook('onClose', async () => jobs.close());
  await app.register(exportTableRoutes, { prefix: SERVICE_PREFIXES.dataExport });
  await app.register(viewDataRoutes, { prefix: SERVICE_PREFIXES.dataExport });
  await app.register(exportRoutes, { prefix: SERVICE_PREFIXES.dataExport, jobs });
};

export default dataExport;
