// An item's logo: an uploaded picture's thumbnail, a logo URL, or an icon name; on a load failure
// (or with no logo) the placeholder shows the name's initial (§8).
import { Avatar, Tooltip } from '@mui/material';
import { logoSource } from './portalRules';
import type { PortalItem } from './types';

export function ItemLogo({ item, size = 50 }: { item: Pick<PortalItem, 'logo' | 'logoType' | 'name'>; size?: 50 | 75 }) {
  const src = logoSource(item.logo, item.logoType, size);
  const avatar = (
    <Avatar variant="rounded" src={src} alt={item.name} sx={{ width: size * 0.8, height: size * 0.8 }} slotProps={{ img: { loading: 'lazy' } }}>
      {item.name.charAt(0).toUpperCase()}
    </Avatar>
  );
  return item.logoType === 'FONTAWESOME' && item.logo ? <Tooltip title={item.logo}>{avatar}</Tooltip> : avatar;
}
