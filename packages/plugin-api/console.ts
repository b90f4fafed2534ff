// What a plugin's console part builds on: the plugin declaration, its resources served by the
// declared routes, access from the routes' flags, page paths and its texts in every language.
// docs/plugins.md "Plugin packages".
export { definePlugin } from '../../src/plugins/types';
export { declaredAccess } from '../../src/plugins/declaredAccess';
export { declaredResourceProvider, routeTopics, type DeclaredResource } from '../../src/dataProviders/declaredResource';
export { pagePath } from '../../src/config/pagePath';
export { localeMessages } from '../../src/plugins/localeMessages';
export { lazyView } from '../../src/plugins/lazyView';
export { routes } from '../../src/config/constants';
export { useAccountId } from '../../src/session';
export { SectionList } from '../../src/ui/SectionList';
export { EditDeleteButtons } from '../../src/ui/EditDeleteButtons';
export { useShowResult, useShowSuccess } from '../../src/ui/ResultProvider';
export { useSaveRecord } from '../../src/ui/useSaveRecord';
export { callDeclared } from '../../src/dataProviders/declaredCall';
