// What a template may be for (GET /templates/targets): the apps the account develops or uses, its instances.
import { useQuery } from '@tanstack/react-query';
import { request } from '../../dataProviders/httpClient';
import type { TemplateTargets } from '../../../contract/pageTemplates';

export function useTemplateTargets() {
  return useQuery({
    queryKey: ['pageTemplates', 'targets'],
    queryFn: async () => (await request<TemplateTargets>('developerApp', '/templates/targets')).json,
  });
}
