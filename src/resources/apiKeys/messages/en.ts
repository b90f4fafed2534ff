export const en = {
  apiKeys: {
    section: 'API keys',
    title: { generate: 'Generate API key', rename: 'Rename %{name}', roll: 'Roll %{name}', revoke: 'Revoke API key', delete: 'Delete API key' },
    fields: {
      name: 'Name', prefix: 'Key', status: 'Status', expiresAt: 'Expires', lastUsed: 'Last used', key: 'The new API key', graceHours: 'Hours the old key keeps working',
    },
    status: { ACTIVE: 'Active', REVOKED: 'Revoked', EXPIRED: 'Expired' },
    action: {
      generate: 'Generate API key', rename: 'Rename', roll: 'Roll', revoke: 'Revoke', delete: 'Delete', save: 'Save', cancel: 'Cancel', yes: 'Yes',
      copy: 'Copy', copied: 'Copied', close: 'Close',
    },
    question: {
      revoke: 'Revoke the key %{name}? Apps using it are refused from now on; this cannot be undone.',
      delete: 'Delete the key %{name}? Apps using it are refused from now on.',
    },
    shownOnce: 'Copy this key now and keep it safe: it will not be shown again.',
    rollNote: 'The key gets a new secret now. Give the app the new key before the old one stops working.',
    graceHelp: 'From 0 (stops at once) to %{max}.',
    noExpiry: 'Leave empty for a key that does not expire.',
    mineOnly: 'Only keys I generated', graceUntil: 'Old key works until %{at}',
    never: 'Never', neverUsed: 'Not used yet',
    used: '%{at} (%{smart_count} use) |||| %{at} (%{smart_count} uses)',
    empty: 'No API keys yet. Generate one now.',
    rules: { nameRequired: 'Key name is required', nameTooLong: 'Key name must be at most %{max} characters' },
  },
  // The success texts of the keys' resource (src/resources/apiKeys/apiKeysResources.ts): the server's, naming the app.
  resources: {
    instanceApiKeys: {
      notifications: {
        created: 'API Key Generated successfully', updated: 'API key of %{app} updated successfully',
        revoked: 'API key of %{app} revoked successfully', deleted: 'API key of %{app} deleted successfully',
      },
    },
  },
};

export type ApiKeysMessages = typeof en;
