// English texts of a page's History tab (the default and the fallback). Other locales mirror its keys.
export const en = {
  pageTemplates: {
    revisions: {
      list: 'Revisions',
      loading: 'Loading the history…',
      unavailable: 'No history to show.',
      compare: 'Compare',
      ticked: '%{count} of 2 selected',
      limit: 'You can only select up to 2 items.',
      tick: 'Select revision %{revision} of %{time}',
      revision: 'Revision %{revision}',
      by: 'by %{name}',
      someone: 'someone',
      actions: { created: 'Created', updated: 'Saved', published: 'Published', status: 'Status changed', previewImage: 'Preview image made' },
      restore: 'Restore',
      restoreLabel: 'Restore revision %{revision} into the editor',
      restoredComment: 'Restored from %{time}',
      restored: 'Revision %{revision} is in the editor as unsaved changes. Save it to keep it as a new revision.',
      compareTitle: 'Revision %{older} and revision %{newer} side by side',
      field: 'Field',
      changed: 'Changed',
      unchanged: 'Unchanged',
      same: 'The two revisions are the same.',
      diffSides: '%{field}: revision %{older} on the left, revision %{newer} on the right',
      loadingDiff: 'Loading the comparison…',
      imageOf: 'Preview image of revision %{revision}',
      noImage: 'None',
      yes: 'Yes',
      no: 'No',
      close: 'Close',
      fields: {
        pageName: 'Page name', description: 'Description', category: 'Category', comments: 'Comments', status: 'Status',
        stable: 'Stable', previewImage: 'Preview image', dataForPreview: 'Data For Preview', content: 'Content',
      },
    },
  },
};

export type PageHistoryMessages = typeof en;
