import { PARAMETER_MESSAGES, type ParameterMessage } from '../../contract/parametersRules';

export const en = {
  parameters: {
    title: { page: 'App Parameters', add: 'Add parameter', edit: 'Edit parameter %{name}', delete: 'Delete parameter' },
    fields: { parameterName: 'Parameter Name', parameterValue: 'Parameter Value', description: 'Description', source: 'Set by' },
    source: { account: 'This account', platform: 'Platform default' },
    action: { add: 'Add parameter', override: 'Set for this account', save: 'Save', cancel: 'Cancel', confirm: 'Yes' },
    question: { delete: 'Delete the parameter %{name}? Where the platform has a default of that name, the default applies again.' },
    overrideNote: 'This is the platform default. Saving sets this account\'s own value, which its members then use instead.',
    empty: 'No parameters yet. Add one now.',
    rules: { ...PARAMETER_MESSAGES } as Record<ParameterMessage, string>,
  },
  // The success texts of the parameters' resource (src/resources/parameters/parametersResources.ts).
  resources: {
    appParameters: {
      notifications: {
        created: 'App parameter created successfully', updated: 'App parameter updated successfully', deleted: 'App parameter deleted successfully',
      },
    },
  },
};

export type ParametersMessages = typeof en;
