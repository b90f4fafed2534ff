// A template's pages' calls that are not a record's change (developer-portal.md §7 "Page templates"), as
// named calls of one resource's provider (DESIGN §7), each by its declaration (contract/pageTemplatesRoutes.ts):
// a draft's preview image stored, a draft published. The lists, adds, changes and deletes are the pages'
// resources (templatePagesResources.ts). Every change posts the activity trace.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { trackActivity } from '../../dataProviders/activityTracker';
import { appPageRoutes, instancePageRoutes } from '../../../contract/pageTemplatesRoutes';
import { TEMPLATE_PAGES_RESOURCE } from './pageTemplatesAccess';
import type { TemplateKind } from './templatePagesResources';

const routesOf = (kind: TemplateKind) => (kind === 'app' ? appPageRoutes : instancePageRoutes);

export const templatePagesProvider = namedCallsProvider(TEMPLATE_PAGES_RESOURCE, {
  saveImage: (_r: string, kind: TemplateKind, id: number, previewImage: string) =>
    changeDeclared(routesOf(kind).saveImage, TEMPLATE_PAGES_RESOURCE, 'previewImage', { params: { id }, body: { previewImage } }),
  /** GET .../{id}/publish, which answers 201 (§7): a read by its method, traced as the change it is. */
  publish: async (_r: string, kind: TemplateKind, draftId: number) => {
    const answer = await callDeclared(routesOf(kind).publish, { params: { id: draftId } });
    trackActivity({ key: 'change.publish', type: TEMPLATE_PAGES_RESOURCE, status: 'success', action: 'publish', folderName: TEMPLATE_PAGES_RESOURCE });
    return answer;
  },
});

export type TemplatePagesProvider = typeof templatePagesProvider;
