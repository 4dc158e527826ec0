/** A language's name in English, as the staff's pages (which stay in English) name it: 'fr' -> 'French'. */
export function languageName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}
