import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { HASH_SCROLL_OFFSET_PX } from '@openfds/contract';
import { localPath, splitLanguage, wantsLoginPopup } from '../lib/language-path.ts';
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

const SCROLL_KEY = 'openfds.scroll';

/** Scroll positions by history entry (location key), kept for the tab's session so back works after a reload too. */
function savedScroll(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function saveScroll(key: string, y: number): void {
  try {
    const all = savedScroll();
    all[key] = Math.round(y);
    const keys = Object.keys(all);
    // The last 50 entries are plenty for back and forward.
    for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete all[old];
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: back then starts at the top
  }
}

/** Scrolls back to a position once the page is tall enough (results arriving), for at most about 2 s. */
function restoreScroll(y: number): () => void {
  let tries = 0;
  let frame = 0;
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || tries++ > 120) {
      window.scrollTo(0, y);
      return;
    }
    frame = window.requestAnimationFrame(step);
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
  const navigationType = useNavigationType();
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
    // Back and forward (issue #16): the page comes back where it was left (results: same query, filters and page
    // from the URL, and the same scroll).
    const saved = navigationType === 'POP' ? savedScroll()[location.key] : undefined;
    if (saved !== undefined) return restoreScroll(saved);
    if (location.hash.length > 1) return scrollToHash(location.hash);
    if (pathChanged) window.scrollTo(0, 0);
    return undefined;
    // location.key: a new history entry of the same path (results page turned) is a navigation too.
  }, [location.pathname, location.hash, location.key, language, navigate, navigationType]);

  // The scroll of the page being left is recorded under its history entry.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const key = location.key;
    let timer = 0;
    // The position last scrolled to: when the next page commits, the browser may already have cut the scroll to
    // that page's height, so window.scrollY is not read at leaving time.
    let last = window.scrollY;
    const onScroll = () => {
      // A page that got shorter (the next page's loading placeholder, a lazy chunk still on its way) makes the
      // browser cut the scroll to the new maximum: that is not where the user left this page, so it is not kept.
      const maximum = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
      if (maximum < last && window.scrollY >= maximum - 1) return;
      last = window.scrollY;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => saveScroll(key, last), 100);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
      saveScroll(key, last);
    };
  }, [location.key]);

  const wantsLogin = wantsLoginPopup(location.pathname);
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
