import type { NotesMessages } from './en';

export const fr: NotesMessages = {
  resources: {
    notes: {
      name: 'Note |||| Notes',
      fields: { title: 'Titre', body: 'Texte', pinned: 'Épinglée', updatedAt: 'Mise à jour' },
      notifications: { created: 'Note enregistrée', updated: 'Note mise à jour', deleted: 'Note supprimée' },
    },
  },
  notes: {
    menu: 'Notes',
    summary: { pinned: 'Notes épinglées : %{count}', open: 'Ouvrir les notes' },
    validation: { titleRequired: 'Le titre est obligatoire' },
  },
};
