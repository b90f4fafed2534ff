import type { ActivityLogMessages } from './en';
import { spActivity } from './activity/sp';

export const sp: ActivityLogMessages = {
  activityLog: {
    title: { page: 'Registro de actividad', detail: 'Actividad' },
    fields: {
      time: 'Fecha', user: 'Usuario', type: 'Tipo', event: 'Evento', status: 'Estado', message: 'Mensaje', folder: 'Carpeta', action: 'Acción',
      details: 'Detalles', fromDate: 'Desde', toDate: 'Hasta',
    },
    filters: 'Filtros', any: 'Cualquiera',
    action: { export: 'Exportar CSV', details: 'Detalles', close: 'Cerrar' },
    empty: 'Ninguna actividad coincide con estos filtros.',
    retention: 'La actividad se conserva %{smart_count} día. |||| La actividad se conserva %{smart_count} días.',
    lastPurge: 'La actividad más antigua se eliminó por última vez el %{at} (%{deleted} eliminadas).',
    neverPurged: 'Aún no se ha eliminado actividad antigua.',
    ...spActivity,
  },
};
