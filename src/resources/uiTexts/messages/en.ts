import { UI_TEXT_MESSAGES } from '../../../../contract/uiTextsRules';

export const en = {
  uiTexts: {
    sections: { app: 'UI texts', instance: 'UI texts' },
    title: {
      add: 'Add UI text', edit: 'Edit UI text %{name}', delete: 'Delete UI text', editInstance: 'This instance’s texts of %{name}',
      console: 'Console texts',
    },
    fields: { propertyName: 'Property name', description: 'Description', tag: 'Tag', status: 'Status', locale: 'Language', inUse: 'Text in use', source: 'From' },
    locales: { en: 'English', fr: 'French', sp: 'Spanish', jp: 'Japanese', ch: 'Chinese' },
    problems: { missing: 'Missing', placeholders: 'Placeholders differ', stale: 'Stale' },
    status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
    source: { instance: 'This instance', app: 'The app' },
    action: {
      add: 'Add UI text', save: 'Save', cancel: 'Cancel', confirm: 'Yes', export: 'Export JSON', import: 'Import JSON', reset: 'Reset to the app’s text',
    },
    question: { delete: 'Delete the UI text %{name}?' },
    empty: { app: 'No UI texts yet. Add one now.', instance: 'The app has no UI texts.' },
    imported: '%{smart_count} text imported. |||| %{smart_count} texts imported.',
    importUnknown: 'The app has no property named: %{names}.',
    importRefused: 'The file was not imported: %{reason}',
    importShape: 'it must be one JSON object of texts, { "property.name": "text" }',
    instanceNote: 'An empty field uses the app’s text.',
    appText: 'The app’s text',
    none: 'none',
    consoleNote: 'Your account’s own labels for this console, in each language. They show the next time someone enters the account.',
    rules: { ...UI_TEXT_MESSAGES } as Record<keyof typeof UI_TEXT_MESSAGES, string>,
  },
  // The success texts of the UI texts' resources (src/resources/uiTexts/uiTextsResources.ts).
  resources: {
    appUiTexts: { notifications: { created: 'Property saved successfully', updated: 'Property saved successfully', deleted: 'Property deleted successfully' } },
    instanceUiTexts: { notifications: { updated: 'Property saved successfully' } },
  },
};

export type UiTextsMessages = typeof en;
