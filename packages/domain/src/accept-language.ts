// The shop's language from an Accept-Language header (RFC 9110 §12.5.4): the highest-weighted tag
// the shop speaks, by its primary subtag ('sv-SE' is sv, 'fi;q=0.8' counts below 'sv').
import { languageOfCookie, type Language } from './language.js';

/** Longer headers are cut: a browser sends a few dozen characters. */
const MAX_HEADER = 512;

export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (typeof header !== 'string') return null;
  let best: { language: Language; weight: number } | null = null;
  for (const part of header.slice(0, MAX_HEADER).split(',')) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const primary = tag.split('-')[0] ?? '';
    const candidate = languageOfCookie(primary);
    if (candidate === null) continue;
    const weight = weightOf(params);
    // Equal weights keep the header's order: the first listed wins.
    if (weight > 0 && (best === null || weight > best.weight)) {
      best = { language: candidate, weight };
    }
  }
  return best?.language ?? null;
}

function weightOf(params: readonly string[]): number {
  const q = params.find((p) => p.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}
