// The one account form, shared by create and edit: field rules from accountValidators, images
// turned into data URLs by the page's `transform`.
import { SelectInput, SimpleForm, TextInput, useTranslate, type SimpleFormProps } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { accountValidators as v } from './accountValidators';
import { AccountImageInput } from './AccountImageInput';

const choicesOf = (field: string, ids: string[]) => ids.map((id) => ({ id, name: `accounts.choices.${field}.${id}` }));
const modeChoices = choicesOf('mode', ['LIVE', 'TEST']);
const statusChoices = choicesOf('status', ['ACTIVE', 'INACTIVE']);
const typeChoices = choicesOf('type', ['BUSINESS', 'INDIVIDUAL']);

/** New accounts start live, active and of business type; the user may change each. */
export const newAccountDefaults = { mode: 'LIVE', status: 'ACTIVE', type: 'BUSINESS' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', maxWidth: 720 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

const row = { display: 'flex', gap: 2, flexWrap: 'wrap' as const, '& > *': { flex: '1 1 200px' } };

export function AccountForm(props: Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  return (
    // noValidate: our validators give the spec's messages; the browser's bubbles would pre-empt them.
    <SimpleForm noValidate {...props}>
      <Section title="accounts.form.identity">
        <TextInput source="businessName" validate={v.businessName} fullWidth />
        <TextInput source="description" validate={v.description} multiline minRows={3} fullWidth />
      </Section>
      <Section title="accounts.form.billing">
        <TextInput source="billingEmail" type="email" validate={v.billingEmail} fullWidth />
        <TextInput source="billAddress" validate={v.billAddress} fullWidth />
        <Box sx={row}>
          <TextInput source="city" validate={v.city} />
          <TextInput source="state" validate={v.state} />
        </Box>
        <Box sx={row}>
          <TextInput source="country" validate={v.country} />
          <TextInput source="zipcode" validate={v.zipcode} />
        </Box>
        <TextInput
          source="contactPhone"
          type="tel"
          validate={v.contactPhone}
          helperText={translate('accounts.form.phoneHint')}
          fullWidth
        />
      </Section>
      <Section title="accounts.form.settings">
        <Box sx={row}>
          <SelectInput source="mode" choices={modeChoices} validate={v.mode} />
          <SelectInput source="status" choices={statusChoices} validate={v.status} />
          <SelectInput source="type" choices={typeChoices} validate={v.type} />
        </Box>
      </Section>
      <Section title="accounts.form.images">
        <AccountImageInput source="logo" />
        <AccountImageInput source="favicon" />
      </Section>
    </SimpleForm>
  );
}
