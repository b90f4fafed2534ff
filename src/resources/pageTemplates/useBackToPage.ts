import { useResourceContext } from 'react-admin';
import { useAccountId } from '../../session';
import { INSTANCE_TEMPLATES_RESOURCE } from './pageTemplatesAccess';
import { pageTemplatesPage } from './paths';

/** The templates page on the tab of the resource being saved (app or instance templates). */
export function useBackToPage(): string {
  const accountId = useAccountId();
  const instance = useResourceContext() === INSTANCE_TEMPLATES_RESOURCE;
  return `${pageTemplatesPage.path({ accountId })}${instance ? '?kind=instance' : ''}`;
}
