// The shell's own texts reach the i18n provider the way every plugin's do: as a plugin with
// messages and nothing else.
import { definePlugin } from '../plugins/types';
import { layoutMessages } from './messages';

export const shellPlugin = definePlugin({ name: 'shell', messages: layoutMessages });
