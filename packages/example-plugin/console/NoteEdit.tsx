import { Edit } from 'react-admin';
import { NoteForm } from './NoteForm';

export function NoteEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <NoteForm />
    </Edit>
  );
}
