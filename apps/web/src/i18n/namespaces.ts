/**
 * Namespaces the shell needs on every page (layouts, menus, popups, the home page's staged search, the login
 * dialog): they ride in one chunk per language (bundles/<language>.ts, whose glob lists the same names; a test
 * checks it). Every other namespace (my-fds, shop, safebox, vigi, pages, documents, extraction, everyday...) is
 * its own chunk, loaded when a component asks for it with useTranslation (issue #16: the home page stays within
 * its JavaScript budget).
 */
export const SHELL_NAMESPACES = ['common', 'shell', 'search', 'account'] as const;
