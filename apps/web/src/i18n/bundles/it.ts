/** Every namespace file of this language: one chunk, loaded when the language is first used (i18n.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/it/*.json', { eager: true, import: 'default' });
