// An app's or an app instance's email templates (developer-portal.md §7 "Email templates (manage
// service)"): the paged, searchable, sortable list; add, edit, delete for those who may change them,
// each ending with the spec's dialog ('email template' or 'instance email template' added, updated,
// deleted); a read-only view for the others.
import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { SectionTable } from '../../ui/SectionTable';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { useDateTime } from '../../ui/useDateTime';
import type { EmailTemplate } from '../../../contract/emailTemplates';
import { EMAIL_TEMPLATES_RESOURCE, type EmailTemplatesDataProvider, type TemplateOwner } from './emailTemplatesDataProvider';
import { EmailTemplateDialog } from './EmailTemplateDialog';

type Open = { kind: 'add' } | { kind: 'edit' | 'view'; template: EmailTemplate } | null;

export function EmailTemplatesSection({ owner, mayChange }: { owner: TemplateOwner; mayChange: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EmailTemplatesDataProvider>();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const done = async (kind: 'added' | 'updated' | 'deleted') => {
    await queryClient.invalidateQueries({ queryKey: [EMAIL_TEMPLATES_RESOURCE] });
    setResult({ severity: 'success', message: `emailTemplates.result.${owner.kind}.${kind}` });
  };
  const remove = useMutation({
    mutationFn: (template: EmailTemplate) => dataProvider.remove(EMAIL_TEMPLATES_RESOURCE, owner, template.id),
    onSuccess: () => done('deleted'),
    onError: (error: Error) => setResult({ severity: 'error', message: error.message }),
    onSettled: () => setDeleting(null),
  });
  const ownerId = owner.kind === 'app' ? owner.appId : owner.appInstanceId;

  return (
    <>
      <SectionTable<EmailTemplate>
        caption={`emailTemplates.sections.${owner.kind}`}
        queryKey={[EMAIL_TEMPLATES_RESOURCE, owner.kind, ownerId]}
        fetchPage={(q) => dataProvider.templates(EMAIL_TEMPLATES_RESOURCE, owner, q)}
        empty="emailTemplates.empty"
        columns={[
          { key: 'name', label: 'emailTemplates.fields.name', sortField: 'name', render: (t) => t.name },
          { key: 'subject', label: 'emailTemplates.fields.subject', sortField: 'subject', render: (t) => t.subject },
          { key: 'updatedAt', label: 'emailTemplates.fields.updatedAt', sortField: 'updatedAt', render: (t) => dateTime(t.updatedAt) },
        ]}
        toolbar={mayChange && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setOpen({ kind: 'add' })}>{translate('emailTemplates.action.add')}</Button>
        )}
        rowActions={(t) => (mayChange
          ? <EditDeleteButtons name={t.name} onEdit={() => setOpen({ kind: 'edit', template: t })} onDelete={() => setDeleting(t)} />
          : (
            <Tooltip title={translate('emailTemplates.action.view')}>
              <IconButton aria-label={`${translate('emailTemplates.action.view')}: ${t.name}`} onClick={() => setOpen({ kind: 'view', template: t })}>
                <VisibilityIcon />
              </IconButton>
            </Tooltip>
          ))}
      />
      {open && (
        <EmailTemplateDialog
          owner={owner} template={open.kind === 'add' ? undefined : open.template} readOnly={open.kind === 'view'}
          onClose={() => setOpen(null)} onSaved={(kind) => { setOpen(null); void done(kind); }}
        />
      )}
      <Confirm
        isOpen={deleting !== null} title="emailTemplates.title.delete"
        content={deleting ? translate('emailTemplates.question.delete', { name: deleting.name }) : ''}
        confirm="emailTemplates.action.confirm" cancel="emailTemplates.action.cancel" loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)} onClose={() => setDeleting(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
