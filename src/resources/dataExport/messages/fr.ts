// French texts of Data Export.
import type { DataExportMessages } from './en';

export const fr: DataExportMessages = {
  dataExport: {
    title: {
      page: 'Export de données', list: "Tables d'export", add: "Ajouter une table d'export", edit: "Modifier la table d'export %{name}",
      delete: "Supprimer la table d'export", view: 'Données de %{name}', progress: 'Export de %{name}',
    },
    tableRows: { estimate: 'Lignes : ~%{count}', counted: 'Lignes : %{count}', atLeast: 'Lignes : plus de %{count}', unknown: 'Lignes : inconnu' },
    fields: {
      instance: "Instance d'application", source: 'Source de données', noSource: 'Aucune', tableName: 'Table', schemaName: 'Schéma',
      updatedAt: 'Modifiée', sheet: 'Feuille', rows: 'Lignes',
    },
    action: {
      add: "Ajouter une table d'export", view: 'Voir les données', export: 'Exporter', download: 'Télécharger example.xlsx', save: 'Enregistrer',
      cancel: 'Annuler', confirm: 'Oui', close: 'Fermer',
    },
    question: { delete: 'Retirer %{name} des exports ? La table elle-même reste intacte.' },
    empty: "Aucune table d'export pour l'instant. Ajoutez-en une.",
    noInstances: "Ce compte n'a aucune instance d'application à exporter : abonnez-vous d'abord à une application.",
    chooseSource: "Choisissez la source de données de cette instance, l'une des connexions du compte, pour en choisir les tables.",
    noConnections: "Le compte n'a encore aucune connexion à une base de données : elles s'ajoutent dans Migration de données.",
    noRows: "Cette table n'a aucune ligne.",
    null: 'vide',
    progress: {
      queued: 'En attente de démarrage…',
      running: '%{done} lignes écrites sur %{total}',
      runningUncounted: '%{done} lignes écrites',
      done: 'Terminé : %{message}',
      failed: 'Échec : %{message}',
      leave: 'Vous pouvez quitter cette page : la cloche vous prévient quand le fichier est prêt, avec un bouton Télécharger.',
      sheets: 'Lignes par feuille',
      total: 'Total',
    },
    messages: { sourceSaved: 'Source de données enregistrée avec succès' },
  },
  resources: {
    exportTables: { notifications: { created: 'Export de données ajouté avec succès', updated: 'Export de données mis à jour avec succès', deleted: 'Export de %{table} supprimé avec succès' } },
  },
};
