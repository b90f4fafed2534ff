// An app's logo (logoType URL or IMAGE: a URL or data URL); a placeholder tile when there is none
// or it fails to load (developer-portal.md §8), and for FONTAWESOME logos, whose font we do not ship.
import { useState } from 'react';
import { Avatar } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';

export function AppLogo({ logo, logoType, name, size = 40 }: { logo: string | null; logoType: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const usable = logo && logoType !== 'FONTAWESOME' && !failed;
  return (
    <Avatar
      variant="rounded"
      src={usable ? logo : undefined}
      alt={usable ? name : undefined}
      slotProps={{ img: { onError: () => setFailed(true), loading: 'lazy' } }}
      sx={{ width: size, height: size, bgcolor: usable ? 'transparent' : 'primary.main' }}
    >
      <AppsIcon fontSize="small" />
    </Avatar>
  );
}
