// Paged lists (DESIGN §3): zero-based pages of this many rows unless the call asks for another size.
export const DEFAULT_PAGE_SIZE = 10;
