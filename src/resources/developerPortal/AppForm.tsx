// The one add/edit form (§3, §5): name, rich-text description, logo, favicon, access URL, mode,
// type and status.
import { SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, type SimpleFormProps } from 'react-admin';
import { Box } from '@mui/material';
import { appValidators as v } from './appValidators';
import { DescriptionInput } from './DescriptionInput';
import { LogoInput } from './LogoInput';
import { FaviconInput } from './FaviconInput';
import type { ItemType } from './portalRules';

const choicesOf = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `developerPortal.${group}.${id}` }));
const modeChoices = choicesOf('mode', ['Test', 'Production']);
const statusChoices = choicesOf('status', ['ACTIVE', 'INACTIVE']);

const row = { display: 'flex', gap: 2, flexWrap: 'wrap' as const, width: '100%', '& > *': { flex: '1 1 180px' } };

export function AppForm({ types, ...props }: Omit<SimpleFormProps, 'children'> & { types: readonly ItemType[] }) {
  return (
    // noValidate: our validators give the spec's messages; the browser's bubbles would pre-empt them.
    // Only Save: deleting goes through the portal's own confirmation (Yes/Cancel) and success dialog.
    <SimpleForm noValidate {...props} sx={{ maxWidth: 900 }} toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <TextInput source="name" validate={v.name} fullWidth />
      <DescriptionInput />
      <LogoInput />
      <FaviconInput />
      <TextInput source="accessUrl" validate={v.accessUrl} fullWidth />
      <Box sx={row}>
        <SelectInput source="mode" choices={modeChoices} validate={v.mode} />
        {/* readOnly, not disabled: a disabled input's value is left out of what the form submits. */}
        <SelectInput source="type" choices={choicesOf('types', types)} validate={v.type} readOnly={types.length < 2} />
        <SelectInput source="status" choices={statusChoices} validate={v.status} />
      </Box>
    </SimpleForm>
  );
}
