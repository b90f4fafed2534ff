import type { HomeMessages } from './en';

export const sp: HomeMessages = {
  home: {
    title: 'Bienvenido',
    welcome: 'Está trabajando en %{businessName}',
    accountCode: 'Código de cuenta',
    role: 'Su rol',
    userType: { OWNER: 'Propietario', DEVELOPER: 'Desarrollador', USER: 'Usuario' },
    areas: 'Lo que puede abrir',
    noAreas: 'Todavía no tiene acceso a ninguna área de la consola en esta cuenta. Pida acceso a un propietario de la cuenta.',
  },
};
