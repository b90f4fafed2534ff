// The History tab's server side (issue 15 item 6), mounted by the pageTemplates domain under /storage.
export { default as historyRoutes } from './historyRoutes';
