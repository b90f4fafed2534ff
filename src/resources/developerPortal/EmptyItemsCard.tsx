// The empty state with the developer app as the account's only item (§2): 'no apps available,
// create now', the create button shown with add_{type}.
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppKind } from '../../../contract/appKinds';
import { addItemPath, mayAdd } from './portalRules';
import { useFlags } from '../../session';

export function EmptyItemsCard({ type }: { type: AppKind }) {
  const translate = useTranslate();
  const { permissions } = useFlags();
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <AppsIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">{translate(`developerPortal.empty.title.${type}`)}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('developerPortal.empty.hint')}</Typography>
        {mayAdd(permissions ?? {}, type) && (
          <Box>
            <Button variant="contained" component={Link} to={addItemPath(type)}>
              {translate('developerPortal.action.createNow')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
