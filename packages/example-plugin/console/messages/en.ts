export const en = {
  resources: {
    notes: {
      name: 'Note |||| Notes',
      fields: { title: 'Title', body: 'Text', pinned: 'Pinned', updatedAt: 'Updated' },
      notifications: { created: 'Note saved', updated: 'Note updated', deleted: 'Note deleted' },
    },
  },
  notes: {
    menu: 'Notes',
    summary: { pinned: 'Pinned notes: %{count}', open: 'Open the notes' },
    validation: { titleRequired: 'Title is required' },
  },
};

export type NotesMessages = typeof en;
