// UI texts (developer-portal.md §7 "UI properties"): an app's own texts are its developer's (the
// app kind's view and update flags); an account's overrides of an instance's texts, the console's
// labels included, need this flag (owners hold it through allpermissions).
export const MANAGE_UI_TEXTS = 'manage_ui_texts';
