// A dialog form's save button: enabled on a fresh form (a dialog opens with nothing changed yet, and
// clicking shows what is missing), disabled while `busy` (its choices loading, or the save under way).
// react-admin's SaveButton ignores `disabled` once `alwaysEnable` is set, so both follow `busy`: a
// click while the fields were still loading sent the form without them, unvalidated.
import { SaveButton, type SaveButtonProps } from 'react-admin';

export function DialogSaveButton({ busy, ...props }: Omit<SaveButtonProps, 'disabled' | 'alwaysEnable'> & { busy: boolean }) {
  return <SaveButton {...props} alwaysEnable={!busy} disabled={busy} />;
}
