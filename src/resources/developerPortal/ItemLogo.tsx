// An item's logo through the console's shared AppLogo (placeholder on a load failure, §8), with an
// uploaded picture shown by its thumbnail: width 50 in the table, 75 in the preview (§9).
import { AppLogo } from '../../ui/AppLogo';
import { logoSource } from './portalRules';
import type { AppView } from '../../../contract/developerPortal';

export function ItemLogo({ item, size = 50 }: { item: Pick<AppView, 'logo' | 'logoType' | 'name'>; size?: 50 | 75 }) {
  return <AppLogo logo={logoSource(item.logo, item.logoType, size) ?? null} logoType={item.logoType} name={item.name} size={size * 0.8} />;
}
