// A session's User-Agent as a customer recognises it: "Firefox on Windows". Order matters: Edge and
// Opera also say Chrome, Chrome also says Safari, iPads may say Macintosh.

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system named in a User-Agent, each null when unknown. */
export function describeUserAgent(userAgent: string): {
  browser: string | null;
  system: string | null;
} {
  return { browser: first(userAgent, BROWSERS), system: first(userAgent, SYSTEMS) };
}
