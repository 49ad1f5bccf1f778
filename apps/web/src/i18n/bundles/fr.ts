/**
 * The shell's namespaces of this language (SHELL_NAMESPACES in ../namespaces.ts): one chunk, loaded before the first
 * render in this language. Other namespaces load with the page that uses them (../i18n.ts).
 */
export default import.meta.glob<Record<string, unknown>>('../locales/fr/{common,shell,search,account}.json', { eager: true, import: 'default' });
