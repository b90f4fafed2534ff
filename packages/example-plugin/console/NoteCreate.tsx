import { Create } from 'react-admin';
import { NoteForm } from './NoteForm';

export function NoteCreate() {
  return (
    <Create redirect="list">
      <NoteForm />
    </Create>
  );
}
