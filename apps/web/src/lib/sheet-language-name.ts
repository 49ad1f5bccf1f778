/** A sheet language's name in the interface language (Intl.DisplayNames knows every ISO 639-1 code). */
export function sheetLanguageName(code: string, interfaceLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code);
    return name ? name[0].toUpperCase() + name.slice(1) : code;
  } catch {
    return code;
  }
}
