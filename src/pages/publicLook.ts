// The look of the pages before sign-in. There is no theme drawer here: the drawer's choices stored
// in this browser apply when there are any (a session that expired, a signed-in person following
// an invitation link), so the page looks as the console did; otherwise the system's light or dark,
// left to right. Sign-out forgets the choices with the rest of the session (docs/decisions.md).
import { parseThemeSettings } from '../layout/theme/themeSettings';
import { themeSettingsStore } from '../session';
import type { Direction } from '../i18n/direction';

export interface PublicLook {
  direction: Direction;
  /** Undefined: follow the system. */
  darkMode?: boolean;
}

export function storedLook(): PublicLook {
  const stored = themeSettingsStore.read();
  if (!stored) return { direction: 'ltr' };
  const { direction, darkMode } = parseThemeSettings(stored);
  return { direction, darkMode };
}
