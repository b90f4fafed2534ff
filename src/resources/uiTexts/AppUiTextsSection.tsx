// An app's UI texts, on its edit page (developer-portal.md §7 "UI properties"): every property ×
// locale, each translation flagged when missing, when its placeholders differ from the English
// text's, or when stale (written before the English text last changed); add, edit, delete; a locale
// exported and imported as JSON.
import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, DataTable, useDelete, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { SectionList } from '../../ui/SectionList';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import type { UiTextView } from '../../../contract/uiTexts';
import type { UiTextLocale, UiTextProblem } from '../../../contract/uiTextsRules';
import { APP_UI_TEXTS, BY_NAME } from './uiTextsResources';
import { UiTextDialog } from './UiTextDialog';
import { LocaleTransfer } from './LocaleTransfer';
import { localeLabel, TRANSLATED } from './locales';
import { useFlags } from '../../session';

const PROBLEM_COLOUR: Record<UiTextProblem, 'warning' | 'error' | 'info'> = { missing: 'warning', placeholders: 'error', stale: 'info' };

function Translation({ text, locale }: { text: UiTextView; locale: UiTextLocale }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {text.locale[locale] && <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{text.locale[locale]}</Box>}
      {text.problems[locale].map((problem) => (
        <Chip key={problem} size="small" variant="outlined" color={PROBLEM_COLOUR[problem]} label={translate(`uiTexts.problems.${problem}`)} />
      ))}
    </Stack>
  );
}

/** The property's name, with its description, tag and status beneath. */
function PropertyName({ text }: { text: UiTextView }) {
  const translate = useTranslate();
  return (
    <>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{text.propertyName}</Box>
      {text.description && <Typography variant="body2" color="text.secondary">{text.description}</Typography>}
      <Typography variant="caption" color="text.secondary" component="div">
        {`${text.tag} · ${translate(`uiTexts.status.${text.status}`, { _: text.status })}`}
      </Typography>
    </>
  );
}

export function AppUiTextsSection({ app }: AppSectionProps) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const { permissions } = useFlags();
  const mayChange = hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))]);
  const [editing, setEditing] = useState<{ text?: UiTextView } | null>(null);
  const [deleting, setDeleting] = useState<UiTextView | null>(null);
  const [deleteOne, { isPending: removing }] = useDelete();
  const remove = (text: UiTextView) => deleteOne(APP_UI_TEXTS, { id: text.id, previousData: text }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate('resources.appUiTexts.notifications.deleted')),
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
    onSettled: () => setDeleting(null),
  });

  return (
    <>
      <LocaleTransfer app={app} mayChange={mayChange} />
      <SectionList
        resource={APP_UI_TEXTS} filter={{ appId: app.id, useMongo: false }} sort={BY_NAME}
        caption="uiTexts.sections.app" empty="uiTexts.empty.app"
        toolbar={mayChange && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('uiTexts.action.add')}</Button>
        )}
      >
        <DataTable.Col source="propertyName" label="uiTexts.fields.propertyName" render={(t: UiTextView) => <PropertyName text={t} />} />
        <DataTable.Col source="defaultValue" label={localeLabel('en')} render={(t: UiTextView) => <Translation text={t} locale="en" />} />
        {TRANSLATED.map((locale) => (
          <DataTable.Col key={locale} label={localeLabel(locale)} disableSort render={(t: UiTextView) => <Translation text={t} locale={locale} />} />
        ))}
        {mayChange && (
          <DataTable.Col label="shell.table.actions" align="right" disableSort render={(t: UiTextView) => (
            <EditDeleteButtons name={t.propertyName} onEdit={() => setEditing({ text: t })} onDelete={() => setDeleting(t)} />
          )} />
        )}
      </SectionList>
      {editing && <UiTextDialog appId={app.id} text={editing.text} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      <Confirm
        isOpen={deleting !== null} title="uiTexts.title.delete"
        content={deleting ? translate('uiTexts.question.delete', { name: deleting.propertyName }) : ''}
        confirm="uiTexts.action.confirm" cancel="uiTexts.action.cancel" loading={removing}
        onConfirm={() => deleting && remove(deleting)} onClose={() => setDeleting(null)}
      />
    </>
  );
}
