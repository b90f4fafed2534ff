// A row's Edit and Delete icon buttons, named for the row ("Edit: export_data"), for the tables of
// every plugin.
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';

export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <Tooltip title={translate('shell.table.edit')}>
        <IconButton aria-label={`${translate('shell.table.edit')}: ${name}`} onClick={onEdit}><EditIcon /></IconButton>
      </Tooltip>
      <Tooltip title={translate('shell.table.delete')}>
        <IconButton aria-label={`${translate('shell.table.delete')}: ${name}`} onClick={onDelete}><DeleteIcon /></IconButton>
      </Tooltip>
    </>
  );
}
