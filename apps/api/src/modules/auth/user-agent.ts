/** A browser and system a person recognises, read from a User-Agent header ('Firefox', 'Windows'). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): { browser: string; system: string } {
  const ua = userAgent ?? '';
  const find = (table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown';
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
