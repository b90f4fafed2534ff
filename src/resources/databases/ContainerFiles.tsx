// Container files on the Data Migration page (developer-portal.md §7 copy-container, issue 14 item 4):
// copy files into a named container with an upload progress bar, then list each container's files,
// download and delete them. The containers and their files are resources (databasesResources.ts);
// the upload and the download are custom calls.
import { useState, type FormEvent } from 'react';
import {
  Alert, Box, Button, LinearProgress, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useDelete, useGetList, useTranslate } from 'react-admin';
import { CONTAINER_FILE_MAX_BYTES, CONTAINER_MESSAGES, CONTAINER_NAME } from '../../../contract/databasesRules';
import { useShowResult } from '../../ui/ResultProvider';
import { useCount, useDateTime } from '../../ui/useDateTime';
import { saveFromService } from '../../ui/saveFromService';
import type { ContainerFileView } from '../../../contract/databases';
import { DATABASES_RESOURCE, type DatabasesDataProvider } from './databasesDataProvider';
import { CONTAINER_FILES, DATABASE_CONTAINERS, type ContainerRecord } from './databasesResources';

const NAME = new RegExp(CONTAINER_NAME);

export function ContainerFiles() {
  const translate = useTranslate();
  const count = useCount();
  const dateTime = useDateTime();
  const showResult = useShowResult();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<DatabasesDataProvider>();
  const [container, setContainer] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<{ bytes: number; total: number } | null>(null);
  const [shown, setShown] = useState<string>('');
  const [deleting, setDeleting] = useState<ContainerFileView | null>(null);

  const containers = useGetList<ContainerRecord>(DATABASE_CONTAINERS);
  const open = shown || containers.data?.[0]?.name || '';
  const containerFiles = useGetList<ContainerFileView>(CONTAINER_FILES, { filter: { container: open } }, { enabled: open !== '' });

  const upload = useMutation({
    mutationFn: async () => {
      const total = files.reduce((n, f) => n + f.size, 0);
      let before = 0;
      setSent({ bytes: 0, total });
      for (const file of files) {
        await dataProvider.copyToContainer(DATABASES_RESOURCE, container.trim(), file,
          (loaded) => setSent({ bytes: before + loaded, total }));
        before += file.size;
      }
    },
    onSuccess: async () => {
      setShown(container.trim());
      setFiles([]);
      // No react-admin change: the containers and their files are read again here.
      await Promise.all([DATABASE_CONTAINERS, CONTAINER_FILES].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
      showResult({ severity: 'success', message: CONTAINER_MESSAGES.uploaded });
    },
    onError: (error: Error) => showResult({ severity: 'error', message: error.message }),
    onSettled: () => setSent(null),
  });
  // react-admin reads the files again; the containers' counts are read again here.
  const [deleteFile, { isPending: removing }] = useDelete<ContainerFileView>();
  const remove = (file: ContainerFileView) => deleteFile(CONTAINER_FILES, { id: file.id, previousData: file }, {
    mutationMode: 'pessimistic',
    onSuccess: () => {
      void containers.refetch();
      showResult({ severity: 'success', message: CONTAINER_MESSAGES.deleted });
    },
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
    onSettled: () => setDeleting(null),
  });
  const download = useMutation({
    mutationFn: (id: number) => dataProvider.containerFileLink(DATABASES_RESOURCE, id),
    onSuccess: (link) => saveFromService('database', link.path, link.fileName),
    onError: (error: Error) => showResult({ severity: 'error', message: error.message }),
  });

  const containerProblem = container.trim() && !NAME.test(container.trim()) ? translate('databases.containers.badName') : '';
  const tooLarge = files.find((f) => f.size > CONTAINER_FILE_MAX_BYTES);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    upload.mutate();
  };

  return (
    <Box component="section" aria-labelledby="container-files" sx={{ mt: 4 }}>
      <Typography id="container-files" variant="h6" component="h2" sx={{ mb: 1 }}>{translate('databases.containers.title')}</Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <TextField size="small" label={translate('databases.containers.container')} value={container} required
          onChange={(event) => setContainer(event.target.value)} error={!!containerProblem}
          helperText={containerProblem || translate('databases.containers.containerHelp')} />
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('databases.containers.choose')}
          <input type="file" multiple hidden aria-label={translate('databases.containers.files')}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
        </Button>
        <Button type="submit" variant="contained" disabled={!container.trim() || !!containerProblem || !files.length || !!tooLarge || upload.isPending}>
          {translate('databases.containers.upload')}
        </Button>
      </Box>
      {files.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('databases.containers.chosen', { names: files.map((f) => f.name).join(', ') })}
        </Typography>
      )}
      {tooLarge && <Alert severity="error" sx={{ mb: 1 }}>{translate('databases.containers.tooLarge', { name: tooLarge.name })}</Alert>}
      {sent && (
        <Box sx={{ mb: 2 }}>
          <LinearProgress variant="determinate" value={sent.total ? Math.round((sent.bytes / sent.total) * 100) : 0}
            aria-label={translate('databases.containers.progress')} />
          <Typography variant="body2">{translate('databases.containers.sent', { sent: count(sent.bytes), total: count(sent.total) })}</Typography>
        </Box>
      )}
      {!!containers.data?.length && (
        <>
          <TextField select size="small" label={translate('databases.containers.show')} value={open} onChange={(event) => setShown(event.target.value)} sx={{ mb: 1, minWidth: 220 }}>
            {containers.data.map((c) => (
              <MenuItem key={c.name} value={c.name}>{translate('databases.containers.summary', { name: c.name, files: count(c.files), bytes: count(c.bytes) })}</MenuItem>
            ))}
          </TextField>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('databases.containers.filesOf', { name: open })}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{translate('databases.containers.name')}</TableCell>
                  <TableCell scope="col" align="right">{translate('databases.containers.bytes')}</TableCell>
                  <TableCell scope="col">{translate('databases.containers.uploaded')}</TableCell>
                  <TableCell scope="col">{translate('databases.containers.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(containerFiles.data ?? []).map((file) => (
                  <TableRow key={file.id}>
                    <TableCell component="th" scope="row" sx={{ wordBreak: 'break-all' }}>{file.name}</TableCell>
                    <TableCell align="right">{count(file.bytes)}</TableCell>
                    <TableCell>{dateTime(file.uploadedAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" startIcon={<DownloadIcon />} onClick={() => download.mutate(file.id)}
                        aria-label={`${translate('databases.containers.download')}: ${file.name}`}>{translate('databases.containers.download')}</Button>
                      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(file)}
                        aria-label={`${translate('databases.containers.delete')}: ${file.name}`}>{translate('databases.containers.delete')}</Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
      <Confirm
        isOpen={deleting !== null} title="databases.containers.deleteTitle"
        content={deleting ? translate('databases.containers.deleteQuestion', { name: deleting.name }) : ''}
        confirm="databases.action.confirm" cancel="databases.action.cancel" loading={removing}
        onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
