// A template's kind in its addresses (`app` or `instance`) and the resource of that kind.
import { useParams } from 'react-router-dom';
import { useResourceContext } from 'react-admin';
import { useAccountId } from '../../session';
import { INSTANCE_TEMPLATES_RESOURCE, PAGE_TEMPLATES_RESOURCE } from './pageTemplatesAccess';
import { templateCreatePage, templateEditPage } from './paths';

export type TemplateKindParam = 'app' | 'instance';

/** The resource of the page's address (`/page-templates/instance/...` or `/page-templates/app/...`). */
export function useTemplateResourceOfAddress(): string {
  return useParams().kind === 'instance' ? INSTANCE_TEMPLATES_RESOURCE : PAGE_TEMPLATES_RESOURCE;
}

/** The create and edit addresses of the resource in context. */
export function useTemplateAddresses() {
  const accountId = useAccountId();
  const kind: TemplateKindParam = useResourceContext() === INSTANCE_TEMPLATES_RESOURCE ? 'instance' : 'app';
  return {
    create: templateCreatePage.path({ accountId, kind }),
    edit: (id: number | string) => templateEditPage.path({ accountId, kind, id }),
  };
}
