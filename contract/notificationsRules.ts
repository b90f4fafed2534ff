// The bell asks for one page; a user may hold thousands, so pages are capped (console-shell.md §7).
export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
