import type { ShellMessages } from './en';

export const sp: ShellMessages = {
  shell: {
    menu: {
      myApps: 'Mis aplicaciones',
      marketplace: 'Mercado',
      developerPortal: 'Portal de desarrolladores',
      users: 'Usuarios',
      dataMigration: 'Migración de datos',
      dataExport: 'Exportación de datos',
      apiDocuments: 'Documentación de la API',
    },
    header: { switchAccount: 'Cambiar de cuenta', account: 'Cuenta' },
    profile: {
      editProfile: 'Editar perfil',
      security: 'Seguridad',
      changePassword: 'Cambiar contraseña',
      signOut: 'Cerrar sesión',
    },
    session: {
      expired: 'Su sesión ha caducado. Inicie sesión de nuevo para continuar.',
      login: 'Iniciar sesión',
    },
    errors: {
      unauthorized: 'No autorizado',
      generic: 'algo salió mal',
      invalidCredentials: 'Credenciales no válidas.',
    },
    // A save refused because someone else saved the record meanwhile (src/ui/StaleSaveDialog.tsx).
    staleSave: {
      title: 'Guardado mientras tanto por otra persona',
      text: 'Otra persona lo guardó desde que lo abrió, así que sus cambios aún no se han guardado. Su versión:',
      saved: 'Guardado %{time}',
      revision: 'Revisión %{revision}, guardada %{time}',
      revisionNumber: 'Revisión %{revision}',
      keepMine: 'Conservar mis cambios',
      keepMineHint: 'Guardar de nuevo reemplaza su versión por la suya.',
      loadTheirs: 'Cargar su versión',
    },
    language: { label: 'Idioma' },
    // A subscription's term and environment, read on the Marketplace and in My Apps.
    subscription: { terms: { Monthly: 'Mensual', Quarterly: 'Trimestral', Yearly: 'Anual', ALLTIME: 'Permanente' }, environments: { Test: 'Pruebas', Production: 'Producción' } },
  },
};
