// An app's or an app instance's email templates (developer-portal.md §7 "Email templates (manage
// service)"): the paged, searchable, sortable list (a react-admin resource, emailTemplatesResources.ts);
// add, edit, delete for those who may change them, each ending with the spec's dialog ('email
// template' or 'instance email template' added, updated, deleted); a read-only view for the others.
import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Confirm, DataTable, useDelete, useTranslate } from 'react-admin';
import { SectionList } from '../../ui/SectionList';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { useDateTime } from '../../ui/useDateTime';
import type { EmailTemplate } from '../../../contract/emailTemplates';
import type { TemplateOwner } from './emailTemplatesDataProvider';
import { ownerField, templatesResource } from './emailTemplatesResources';
import { EmailTemplateDialog } from './EmailTemplateDialog';

type Open = { kind: 'add' } | { kind: 'edit' | 'view'; template: EmailTemplate } | null;

/** The server's own order: the last changed first. */
const NEWEST_FIRST = { field: 'updatedAt', order: 'DESC' } as const;

export function EmailTemplatesSection({ owner, mayChange }: { owner: TemplateOwner; mayChange: boolean }) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const dateTime = useDateTime();
  const resource = templatesResource(owner);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const [deleteOne, { isPending: removing }] = useDelete();
  const remove = (template: EmailTemplate) => deleteOne(resource, { id: template.id, previousData: template }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate(`resources.${resource}.notifications.deleted`)),
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
    onSettled: () => setDeleting(null),
  });

  return (
    <>
      <SectionList
        resource={resource} filter={ownerField(owner)} sort={NEWEST_FIRST}
        caption={`emailTemplates.sections.${owner.kind}`} empty="emailTemplates.empty"
        toolbar={mayChange && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setOpen({ kind: 'add' })}>{translate('emailTemplates.action.add')}</Button>
        )}
      >
        <DataTable.Col source="name" label="emailTemplates.fields.name" />
        <DataTable.Col source="subject" label="emailTemplates.fields.subject" />
        <DataTable.Col source="updatedAt" label="emailTemplates.fields.updatedAt" render={(t: EmailTemplate) => dateTime(t.updatedAt)} />
        <DataTable.Col label="shell.table.actions" align="right" disableSort render={(t: EmailTemplate) => (mayChange
          ? <EditDeleteButtons name={t.name} onEdit={() => setOpen({ kind: 'edit', template: t })} onDelete={() => setDeleting(t)} />
          : (
            <Tooltip title={translate('emailTemplates.action.view')}>
              <IconButton aria-label={`${translate('emailTemplates.action.view')}: ${t.name}`} onClick={() => setOpen({ kind: 'view', template: t })}>
                <VisibilityIcon />
              </IconButton>
            </Tooltip>
          ))} />
      </SectionList>
      {open && (
        <EmailTemplateDialog
          owner={owner} template={open.kind === 'add' ? undefined : open.template} readOnly={open.kind === 'view'}
          onClose={() => setOpen(null)} onSaved={() => setOpen(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null} title="emailTemplates.title.delete"
        content={deleting ? translate('emailTemplates.question.delete', { name: deleting.name }) : ''}
        confirm="emailTemplates.action.confirm" cancel="emailTemplates.action.cancel" loading={removing}
        onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      />
    </>
  );
}
