// A page of its own (not a plain list/create/edit). react-admin runs no access check on custom
// routes, so its page declaration in index.ts gives it `anyOfFlags` and the app wraps it in GuardedRoute.
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetList, useTranslate } from 'react-admin';
import { NOTES_RESOURCE } from './notesResources';
import type { Note } from '../contract/notes';

export function NotesSummaryPage() {
  const translate = useTranslate();
  const { total, isPending } = useGetList<Note>(NOTES_RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    filter: { pinned: true },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('notes.menu')} />
      <CardContent>
        <Typography gutterBottom>{isPending ? '…' : translate('notes.summary.pinned', { count: total ?? 0 })}</Typography>
        <Button component={Link} to={`/${NOTES_RESOURCE}`}>{translate('notes.summary.open')}</Button>
      </CardContent>
    </Card>
  );
}
