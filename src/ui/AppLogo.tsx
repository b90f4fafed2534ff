// An app's logo (logoType URL or IMAGE: a URL or data URL) through LogoImage, so one that fails to
// load shows the spec's placeholder picture (developer-portal.md §8); a tile with the apps icon when
// there is none, and for FONTAWESOME logos, whose font we do not ship.
import { Avatar } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { LogoImage } from './LogoImage';

export function AppLogo({ logo, logoType, name, size = 40 }: { logo: string | null; logoType: string | null; name: string; size?: number }) {
  if (logo && logoType !== 'FONTAWESOME') return <LogoImage src={logo} alt={name} width={size} />;
  return (
    <Avatar variant="rounded" sx={{ width: size, height: size, bgcolor: 'primary.main' }}>
      <AppsIcon fontSize="small" />
    </Avatar>
  );
}
