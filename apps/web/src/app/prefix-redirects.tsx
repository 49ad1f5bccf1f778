import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { siteRoot } from '../config/paths.ts';
import { ensureTrailingSlash, wantsLoginPopup } from '../lib/language-path.ts';

/** A path without language prefix gets the current language's prefix (product-spec §2.1). */
export function FillLanguagePrefix() {
  const { i18n } = useTranslation();
  const location = useLocation();
  return <Navigate to={`/${i18n.language}${ensureTrailingSlash(location.pathname)}${location.search}${location.hash}`} replace />;
}

/**
 * Unknown paths go to the home page of the language. One containing /connect goes to the home page's /connect alias
 * instead: the login popup opens once the session is known, after this redirect, and must still open (§2.1).
 */
export function UnknownPath() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  return <Navigate to={`/${i18n.language}/${wantsLoginPopup(pathname) ? 'connect/' : ''}`} replace />;
}

/** fds-produit/* redirects to fds-preview/* (product-spec §2.2). */
export function FdsProduitRedirect() {
  const { '*': rest = '' } = useParams();
  const { i18n } = useTranslation();
  return <Navigate to={ensureTrailingSlash(`/${i18n.language}/fds-preview/${rest}`)} replace />;
}

/** Router errors are swallowed (product-spec §2.1): the visitor lands on the home page instead of an error. */
export function SwallowedRouteError() {
  const location = useLocation();
  if (location.pathname === siteRoot || /^\/[a-z]{2}\/$/.test(location.pathname)) return null;
  return <Navigate to={siteRoot} replace />;
}
