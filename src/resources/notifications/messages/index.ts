import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';
import { jp } from './jp';
import { zh } from './zh';

export const notificationMessages = { en, fr, sp, jp, zh };
