import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HASH_SCROLL_OFFSET_PX } from '@openfds/contract';
import { localPath, splitLanguage } from '../lib/language-path.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { useShellState } from '../lib/shell-state.tsx';
import { useSession } from '../features/account/session/session-provider.tsx';
import { paths } from '../config/paths.ts';

const SHOWS_HASH = '#shows-and-events';

/** Scrolls to the hash target with the 40 px offset, waiting a little for content that loads late. */
function scrollToHash(hash: string): () => void {
  let tries = 0;
  let frame = 0;
  const step = () => {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX });
      return;
    }
    if (tries++ < 60) frame = window.requestAnimationFrame(step);
  };
  step();
  return () => window.cancelAnimationFrame(frame);
}

/**
 * Routing behaviours of product-spec §2.1 that act on every page: #shows-and-events goes to /events, hash
 * links scroll with a 40 px offset (else to the top on a page change), any path containing /connect opens
 * the login popup.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const { openAuth } = useShellState();
  const session = useSession();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const { rest } = splitLanguage(location.pathname);
    if (location.hash === SHOWS_HASH && !rest.startsWith('/events')) {
      void navigate(localPath(language, paths.events + SHOWS_HASH), { replace: true });
      return undefined;
    }
    const pathChanged = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    if (location.hash.length > 1) return scrollToHash(location.hash);
    if (pathChanged) window.scrollTo(0, 0);
    return undefined;
  }, [location.pathname, location.hash, language, navigate]);

  const wantsLogin = /\/connect(\/|$)/.test(location.pathname);
  // Once per visit of a /connect path: logging in (or closing the popup) must not reopen it.
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wantsLogin) {
      openedFor.current = null;
      return;
    }
    // Admins get the popup too: they use its free-consult tab (their login fields stay disabled).
    if (session.ready && (!session.loggedIn || session.isAdmin) && openedFor.current !== location.pathname) {
      openedFor.current = location.pathname;
      openAuth('login');
    }
  }, [wantsLogin, location.pathname, session.ready, session.loggedIn, session.isAdmin, openAuth]);

  return null;
}
