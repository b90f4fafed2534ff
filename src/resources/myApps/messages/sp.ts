import type { MyAppsMessages } from './en';

export const sp: MyAppsMessages = {
  home: {
    welcome: 'Está trabajando en %{businessName}',
    accountCode: 'Código de cuenta',
    role: 'Su rol',
    userType: { OWNER: 'Propietario', DEVELOPER: 'Desarrollador', USER: 'Usuario' },
    areas: 'Lo que puede abrir',
    noAreas: 'Todavía no tiene acceso a ninguna área de la consola en esta cuenta. Pida acceso a un propietario de la cuenta.',
  },
  myApps: {
    title: 'Mis aplicaciones',
    open: 'Abrir',
    settings: 'Configuración',
    details: 'Detalles',
    empty: 'Su cuenta aún no está suscrita a ninguna aplicación.',
    browseMarketplace: 'Explorar el mercado',
    emptyMenu: 'No hay aplicaciones suscritas',
    noMatch: 'Ninguna aplicación coincide',
    searchApps: 'Buscar aplicaciones',
    submenuLabel: 'Aplicaciones suscritas',
    noRoleAssigned: 'no tiene ningún rol asignado',
  },
};
