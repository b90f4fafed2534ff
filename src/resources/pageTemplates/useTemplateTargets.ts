// What a template may be for (GET /templates/targets): the apps the account develops or uses, its instances.
import { useQuery } from '@tanstack/react-query';
import { callDeclared } from '../../dataProviders/declaredCall';
import { appTemplateRoutes } from '../../../contract/pageTemplatesRoutes';

export function useTemplateTargets() {
  return useQuery({
    queryKey: ['pageTemplates', 'targets'],
    queryFn: () => callDeclared(appTemplateRoutes.targets),
  });
}
