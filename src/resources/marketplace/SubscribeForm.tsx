// Subscribing: a term (Monthly, Quarterly, Yearly) and an environment (Test, Production).
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  DEFAULT_ENVIRONMENT, ENVIRONMENTS, SUBSCRIPTION_TERMS, type Environment, type SubscriptionTerm,
} from '../../../contract/marketplaceRules';

export function SubscribeForm({ disabled, onSubscribe }: {
  disabled: boolean;
  onSubscribe: (choice: { subscriptionTerm: SubscriptionTerm; environment: Environment }) => void;
}) {
  const translate = useTranslate();
  const [subscriptionTerm, setTerm] = useState<SubscriptionTerm>('Monthly');
  const [environment, setEnvironment] = useState<Environment>(DEFAULT_ENVIRONMENT);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField select size="small" label={translate('marketplace.term')} value={subscriptionTerm} onChange={(e) => setTerm(e.target.value as SubscriptionTerm)} sx={{ minWidth: 160 }}>
        {SUBSCRIPTION_TERMS.map((term) => (
          <MenuItem key={term} value={term}>{translate(`shell.subscription.terms.${term}`)}</MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={translate('marketplace.environment')} value={environment} onChange={(e) => setEnvironment(e.target.value as Environment)} sx={{ minWidth: 160 }}>
        {ENVIRONMENTS.map((env) => (
          <MenuItem key={env} value={env}>{translate(`shell.subscription.environments.${env}`)}</MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={disabled} onClick={() => onSubscribe({ subscriptionTerm, environment })}>
        {translate('marketplace.subscribe')}
      </Button>
    </Stack>
  );
}
