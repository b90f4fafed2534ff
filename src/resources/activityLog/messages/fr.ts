import type { ActivityLogMessages } from './en';
import { frActivity } from './activity/fr';

export const fr: ActivityLogMessages = {
  activityLog: {
    title: { page: "Journal d'activité", detail: 'Activité' },
    fields: {
      time: 'Date', user: 'Utilisateur', type: 'Type', event: 'Événement', status: 'Statut', message: 'Message', folder: 'Dossier', action: 'Action',
      details: 'Détails', fromDate: 'Du', toDate: 'Au',
    },
    filters: 'Filtres', any: 'Tous',
    action: { export: 'Exporter en CSV', details: 'Détails', close: 'Fermer' },
    empty: 'Aucune activité ne correspond à ces filtres.',
    retention: "L'activité est conservée %{smart_count} jour. |||| L'activité est conservée %{smart_count} jours.",
    lastPurge: "L'activité plus ancienne a été supprimée pour la dernière fois le %{at} (%{deleted} supprimées).",
    neverPurged: "L'activité plus ancienne n'a pas encore été supprimée.",
    ...frActivity,
  },
};
