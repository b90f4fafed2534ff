import type { NotesMessages } from './en';

export const sp: NotesMessages = {
  resources: {
    notes: {
      name: 'Nota |||| Notas',
      fields: { title: 'Título', body: 'Texto', pinned: 'Fijada', updatedAt: 'Actualizada' },
      notifications: { created: 'Nota guardada', updated: 'Nota actualizada', deleted: 'Nota eliminada' },
    },
  },
  notes: {
    menu: 'Notas',
    summary: { pinned: 'Notas fijadas: %{count}', open: 'Abrir las notas' },
    validation: { titleRequired: 'El título es obligatorio' },
  },
};
