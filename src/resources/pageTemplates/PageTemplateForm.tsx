// One form for an app template and an instance template (create and edit, with the edit view's delete):
// the name, a description, and the app (an app template) or the account's instance (an instance template).
import { maxLength, required, SelectInput, SimpleForm, TextInput, useGetOne, useResourceContext } from 'react-admin';
import { PAGE_TEMPLATE_DESCRIPTION_MAX, PAGE_TEMPLATE_NAME_MAX } from '../../../contract/pageTemplatesRules';
import type { TemplateTargets } from '../../../contract/pageTemplates';
import { useAccountId } from '../../session';
import { INSTANCE_TEMPLATES_RESOURCE } from './pageTemplatesAccess';
import { TEMPLATE_TARGETS_RESOURCE } from './pageTemplatesResources';

const nameRules = [required('pageTemplates.validation.nameRequired'), maxLength(PAGE_TEMPLATE_NAME_MAX)];
const descriptionRules = [maxLength(PAGE_TEMPLATE_DESCRIPTION_MAX)];
const targetRules = [required()];

export function PageTemplateForm() {
  const instance = useResourceContext() === INSTANCE_TEMPLATES_RESOURCE;
  const accountId = useAccountId();
  // What a template may be for: the account's apps and instances.
  const { data, isPending } = useGetOne<TemplateTargets & { id: string }>(TEMPLATE_TARGETS_RESOURCE, { id: accountId });
  return (
    <SimpleForm>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} multiline minRows={3} fullWidth />
      {instance
        ? <SelectInput source="appInstanceId" choices={data?.instances ?? []} isPending={isPending} validate={targetRules} fullWidth />
        : <SelectInput source="appId" choices={data?.apps ?? []} isPending={isPending} validate={targetRules} fullWidth />}
    </SimpleForm>
  );
}
