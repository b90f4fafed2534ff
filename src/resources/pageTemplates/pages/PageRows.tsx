// The list view mode of a template's pages: one row per page with its name, category, description, status
// switch and menu.
import { visuallyHidden } from '@mui/utils';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import { PageMenu, StatusSwitch, type PageActions } from './PageCard';
import { plainText } from './plainText';

export function PageRows({ pages, actionsOf }: { pages: TemplatePage[]; actionsOf: (page: TemplatePage) => PageActions }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('pageTemplates.pages.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('pageTemplates.fields.pageName')}</TableCell>
            <TableCell>{translate('pageTemplates.fields.category')}</TableCell>
            <TableCell>{translate('pageTemplates.fields.description')}</TableCell>
            <TableCell>{translate('pageTemplates.fields.status')}</TableCell>
            <TableCell><Box component="span" sx={visuallyHidden}>{translate('pageTemplates.pages.menu')}</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pages.map((page) => {
            const { menu, onStatus } = actionsOf(page);
            return (
              <TableRow key={page.id}>
                <TableCell>{page.pageName}</TableCell>
                <TableCell>{page.category}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{plainText(page.description)}</TableCell>
                <TableCell><StatusSwitch page={page} onStatus={onStatus} /></TableCell>
                <TableCell>{menu && <PageMenu page={page} menu={menu} />}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
