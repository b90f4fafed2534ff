// Home › the menu entry the page belongs to › the page's own title (which react-admin's <Title>
// portals in). The last item shown is highlighted. Generic: it knows only the menu and the path.
// Right to left it reads from the right: Home, then the entry, each separator between two items.
import { Box, Link as MuiLink } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { TitlePortal, useTranslate } from 'react-admin';
import { routes } from '../../config/constants';
import { useSession } from '../../session';
import { findActiveEntry, isSameTarget, useMenuEntries } from '../../plugins/useMenuEntries';

const TITLE_ITEM = 'breadcrumb-title';
const CURRENT_ITEM = 'breadcrumb-current';

export function Breadcrumb() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const entries = useMenuEntries();
  const entry = findActiveEntry(entries, pathname);
  const onEntryPage = entry !== undefined && isSameTarget(entry.to, pathname);
  const { accountId } = useSession();
  const home = accountId ? routes.landing(accountId) : routes.accountListViewAll;

  return (
    <Box
      component="nav"
      aria-label={translate('shell.breadcrumb.label')}
      sx={(theme) => ({
        px: 2,
        pt: 1.5,
        '& ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0, ...theme.typography.body2 },
        '& li + li::before': { content: '"/"', px: 1, color: theme.palette.text.disabled },
        // Each item follows the page's direction (right to left: the separator on the side of the
        // item before it), not the direction its own words would give it (the right-to-left text
        // rule lets each item choose: "/ Users" then read left to right, its separator at the far end).
        '& li': { color: theme.palette.text.secondary, unicodeBidi: 'isolate' },
        // A page without a title: its empty item disappears and the item before it is the last one.
        [`& li.${TITLE_ITEM}:has(> #react-admin-title:empty)`]: { display: 'none' },
        [`& li.${CURRENT_ITEM}, & li:has(+ li.${TITLE_ITEM} > #react-admin-title:empty)`]: {
          color: theme.palette.primary.main,
          fontWeight: theme.typography.fontWeightMedium,
        },
      })}
    >
      <ol>
        <li>
          <MuiLink component={Link} to={home} color="inherit" underline="hover">
            {translate('shell.breadcrumb.home')}
          </MuiLink>
        </li>
        {entry && onEntryPage && (
          <li className={CURRENT_ITEM} aria-current="page">
            {translate(entry.label)}
          </li>
        )}
        {entry && !onEntryPage && (
          <li>
            <MuiLink component={Link} to={entry.to} color="inherit" underline="hover">
              {translate(entry.label)}
            </MuiLink>
          </li>
        )}
        {/* Always mounted, so a page's <Title> finds it; hidden where the menu entry already names the page. */}
        <li className={onEntryPage ? undefined : `${TITLE_ITEM} ${CURRENT_ITEM}`} hidden={onEntryPage}>
          <TitlePortal component="span" variant="body2" sx={{ flex: 'none', fontWeight: 'inherit', color: 'inherit' }} />
        </li>
      </ol>
    </Box>
  );
}
