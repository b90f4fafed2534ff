// The written table of type rules (contract/migrationRules.ts) for one direction, as the server
// applies it: shown with the plan, folded, so the person can check any mapping before the run.
import { Accordion, AccordionDetails, AccordionSummary, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { familyOf, TYPE_RULES } from '../../../contract/migrationRules';
import type { DatabaseEngine } from '../../../contract/databasesRules';

export function TypeRulesTable({ sourceEngine, targetEngine }: { sourceEngine: string; targetEngine: string }) {
  const translate = useTranslate();
  const from = familyOf(sourceEngine as DatabaseEngine);
  const to = familyOf(targetEngine as DatabaseEngine);
  const title = translate('databases.migration.rulesTitle', {
    source: translate(`databases.engines.${sourceEngine}`), target: translate(`databases.engines.${targetEngine}`),
  });
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="type-rules-content" id="type-rules-header">
        <Typography>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id="type-rules-content">
        {from === to && <Typography sx={{ mb: 1 }}>{translate('databases.migration.rulesSameFamily')}</Typography>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('databases.migration.sourceType')}</TableCell>
                <TableCell scope="col">{translate('databases.migration.targetType')}</TableCell>
                <TableCell scope="col">{translate('databases.migration.note')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {TYPE_RULES[from].map((rule) => (
                <TableRow key={rule.source}>
                  <TableCell component="th" scope="row">{rule.source}</TableCell>
                  <TableCell>{from === to && rule.pattern ? translate('databases.migration.sameType') : rule[to].type.replace('$1,$2', 'p,s').replace('$1', 'n')}</TableCell>
                  <TableCell>{from === to && rule.pattern ? '' : rule[to].lossy ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
