// A screen's first-level heading: what the page is, for those who move by headings (one per screen).
import type { ReactNode } from 'react';
import { Typography, type SxProps, type Theme } from '@mui/material';

export function PageHeading({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Typography variant="h5" component="h1" sx={[{ mb: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Typography>;
}
