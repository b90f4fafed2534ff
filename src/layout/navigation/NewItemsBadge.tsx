// A menu entry's count of new items (newItemCounts.ts): a badge on its icon, and words after its label
// for a screen reader ("Developer Portal, 3 new items"), not a bare number.
import type { ReactNode } from 'react';
import { Badge, Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

export function useNewItemsText() {
  const translate = useTranslate();
  return (count: number) => (count > 0 ? translate('shell.menu.newItems', { smart_count: count }) : '');
}

/** The icon, badged while there are new items. */
export function NewItemsBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count === 0) return children;
  return <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>{children}</Badge>;
}

/** The count in words, heard after the entry's label and not shown. */
export function NewItemsText({ count }: { count: number }) {
  const newItemsText = useNewItemsText();
  return count > 0 ? <Box component="span" sx={visuallyHidden}>{`, ${newItemsText(count)}`}</Box> : null;
}
