// French texts of Data Migration's connections.
import type { DatabasesMessages } from './en';

export const fr: DatabasesMessages = {
  databases: {
    title: {
      page: "Migration des données",
      list: "Connexions aux bases de données",
      add: "Ajouter une base de données",
      edit: "Modifier la base de données %{name}",
      delete: "Supprimer la base de données",
      browse: "Tables de %{name}",
    },
    fields: {
      databaseName: "Nom",
      engine: "Moteur",
      host: "Hôte",
      port: "Port",
      database: "Base de données",
      username: "Nom d'utilisateur",
      password: "Mot de passe",
      passwordKept: "Mot de passe (conservé ; laisser vide pour le garder)",
      updatedAt: "Modifiée",
      table: "Table",
      schema: "Schéma",
      rowEstimate: "Lignes (estimation)",
      column: "Colonne",
      type: "Type",
      nullable: "Peut être vide",
    },
    engines: {
      postgresql: "PostgreSQL",
      mariadb: "MariaDB / MySQL",
      embedded: "Intégrée (sur ce serveur)",
    },
    help: {
      embedded: "Une base intégrée vit sur ce serveur : un nom fait de lettres, de chiffres, de _ ou de - suffit.",
    },
    action: {
      add: "Ajouter une base de données",
      test: "Tester la connexion",
      browse: "Tables",
      save: "Enregistrer",
      cancel: "Annuler",
      confirm: "Oui",
      close: "Fermer",
    },
    test: {
      ok: "Connecté à %{version} en %{ms} ms",
      failed: "Connexion impossible : %{reason}",
    },
    question: {
      delete: "Supprimer la connexion %{name} ? La base de données elle-même n'est pas touchée.",
    },
    empty: "Aucune connexion pour l'instant. Ajoutez-en une.",
    noTables: "Cette base de données n'a aucune table.",
    yes: "Oui",
    no: "Non",
    messages: {
      saved: "Base de données enregistrée",
      updated: "Base de données modifiée",
      deleted: "Base de données supprimée",
    },
  },
};
