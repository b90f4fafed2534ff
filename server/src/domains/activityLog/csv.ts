// The activity log as CSV (RFC 4180): every cell quoted when it must be, and a cell a spreadsheet
// would run as a formula (=, +, -, @, tab, return) starts with a quote mark instead (OWASP's CSV
// injection advice).
import type { ActivityEntry } from '../../../../contract/activityLog';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = ['Time', 'User', 'Email', 'Type', 'Event', 'Status', 'Message', 'Folder'];

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const entryLine = (e: ActivityEntry) => csvLine([e.createdAt, e.userName, e.email, e.type, e.event, e.status, e.message, e.folderName]);
