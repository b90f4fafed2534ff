import type { DashboardMessages } from './en';

export const sp: DashboardMessages = {
  dashboard: {
    map: { title: "Cuentas por país", intro: "Sus cuentas, situadas según el país indicado en ellas. Los miembros se cuentan en las cuentas cuyo panel puede ver.", country: "País", accounts: "Cuentas", members: "Miembros", membersHidden: "—", loading: "Cargando el mapa", notOnMap: "Fuera del mapa (escritos de otra forma, o demasiado pequeños): %{countries}", nav: "Mapa de cuentas" },
    title: 'Panel',
    loading: 'Cargando el panel',
    loadFailed: 'No se pudo cargar el panel: %{error}',
    empty: 'Todavía no hay nada que mostrar.',
    action: { showTable: 'Ver como tabla', showChart: 'Ver como gráfico' },
    figures: {
      activeMembers: 'Miembros activos', subscriptions: 'Suscripciones',
      pendingInvitations: 'Invitaciones pendientes', expiredInvitations: 'Invitaciones caducadas',
    },
    charts: {
      activity: 'Inicios de sesión y acciones, últimos 30 días',
      membersByStatus: 'Miembros por estado',
      membersByType: 'Miembros por tipo de usuario',
      subscriptionsByAppType: 'Suscripciones por tipo',
      subscriptionsByTerm: 'Suscripciones por plazo',
    },
    columns: {
      day: 'Día', signIns: 'Inicios de sesión', actions: 'Acciones', count: 'Cantidad',
      status: 'Estado', userType: 'Tipo de usuario', appType: 'Tipo', term: 'Plazo',
    },
    values: {
      ACTIVE: 'Activo', INACTIVE: 'Inactivo', OWNER: 'Propietario', DEVELOPER: 'Desarrollador', USER: 'Usuario',
      app: 'Aplicaciones', service: 'Servicios', connector: 'Conectores', none: 'Sin plazo',
    },
  },
};
