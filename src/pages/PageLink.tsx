// A link between public pages (sign in, register, forgot password...).
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { usePublicI18n } from './PublicI18n';

export function PageLink({ to, label }: { to: string; label: string }) {
  const { translate } = usePublicI18n();
  return (
    <Link component={RouterLink} to={to}>
      {translate(label)}
    </Link>
  );
}
