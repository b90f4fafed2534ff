// The Users page (/app/{accountId}/users): the account's users and its invitations, one tab each.
import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { UserList } from './UserList';
import { InvitationList } from './InvitationList';
import { PageHeading } from '../../ui/PageHeading';
import { ACCOUNT_USERS_RESOURCE, INVITATIONS_RESOURCE } from './usersAccess';

type TabName = 'users' | 'invitations';

export function UsersPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('users');
  return (
    <Box sx={{ pt: 1 }}>
      <PageHeading>{translate('shell.menu.users')}</PageHeading>
      <Tabs value={tab} onChange={(_, next: TabName) => setTab(next)} aria-label={translate('shell.menu.users')}>
        <Tab value="users" label={translate('users.tabs.users')} />
        <Tab value="invitations" label={translate('users.tabs.invitations')} />
      </Tabs>
      {tab === 'users' ? (
        <ResourceContextProvider value={ACCOUNT_USERS_RESOURCE}><UserList /></ResourceContextProvider>
      ) : (
        <ResourceContextProvider value={INVITATIONS_RESOURCE}><InvitationList /></ResourceContextProvider>
      )}
    </Box>
  );
}
