// {product}link, e.g. picklixlink (console-shell.md §2; docs/decisions.md): the landing target of a
// link a product puts in front of its users. It opens the console at the person's apps, signing
// in first when needed; any other unknown /auth/ page is the public 404.
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '../session';
import { hardNavigate } from '../session/hardNavigate';
import { consoleUrl } from '../config/constants';
import { loginReturningTo } from './returnTo';
import { PublicNotFoundPage } from './PublicNotFoundPage';
import { publicPaths } from './publicPaths';

/** A product link's page name: a product's name in lower case letters, digits and dashes, then "link". */
export const isProductLink = (page: string | undefined): page is string => !!page && /^[a-z0-9-]+link$/.test(page);

export function ProductLinkPage() {
  const { page } = useParams();
  const { signedIn } = useSession();
  const productLink = isProductLink(page);
  useEffect(() => {
    if (productLink && signedIn) hardNavigate(consoleUrl('/app/apps'));
  }, [productLink, signedIn]);
  if (!productLink) return <PublicNotFoundPage />;
  return signedIn ? null : <Navigate to={loginReturningTo(`${publicPaths.root}auth/${page}`)} replace />;
}
