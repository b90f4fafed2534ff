// Uploads no app uses: a logo replaced, or uploaded in a form that was never saved. They are
// removed from the account on its next upload, once an hour old (time enough to save the form
// the upload was made in). An image counts as used while any app's logo or favicon names its key.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

export const UNUSED_IMAGE_GRACE = '1 hour';

export async function removeUnusedImages(db: Db, accountId: number): Promise<void> {
  await db.execute(sql`
    delete from stored_images si
    where si.account_id = ${accountId}
      and si.created_at < now() - ${UNUSED_IMAGE_GRACE}::interval
      and not exists (
        select 1 from apps a where strpos(coalesce(a.logo, ''), si.key) > 0 or strpos(coalesce(a.favicon, ''), si.key) > 0
      )`);
}
