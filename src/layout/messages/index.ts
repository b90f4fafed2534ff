import type { Locale, Messages } from '../../plugins/types';
import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';
import { jp } from './jp';
import { zh } from './zh';

export const layoutMessages: Record<Locale, Messages> & { en: Messages } = { en, fr, sp, jp, zh };
