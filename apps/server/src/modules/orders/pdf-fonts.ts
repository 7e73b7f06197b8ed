// The fonts of a PDF: PDF's built-in Helvetica when every text is in its Latin-1 (Windows-1252)
// set, which costs nothing to embed; else DejaVu Sans, which has every Latin letter (Łukasz, Dvořák),
// embedded as a subset of the letters used. Rendering with DejaVu takes about five times longer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts } from 'pdf-lib';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export interface SheetFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** `text` as the fonts can print it. */
  printable(text: string): string;
}

/** Windows-1252's letters above Latin-1: the rest of it is U+0020-U+007E and U+00A0-U+00FF. */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const OUTSIDE_CP1252 = new RegExp(`[^\\u0020-\\u007e\\u00a0-\\u00ff${CP1252_EXTRA}]`, 'u');
/** What Intl writes that Windows-1252 lacks, and the character printed in its place. */
const STAND_INS: Readonly<Record<string, string>> = {
  '\u2212': '-',
  '\u202f': '\u00a0',
  '\u2011': '-',
};
const STAND_IN = new RegExp(`[${Object.keys(STAND_INS).join('')}]`, 'gu');

const asCp1252 = (text: string): string => text.replace(STAND_IN, (c) => STAND_INS[c] ?? c);

/** Whether Helvetica can print every one of `texts`. */
export const fitsCp1252 = (texts: readonly string[]): boolean =>
  !texts.some((text) => OUTSIDE_CP1252.test(asCp1252(text)));

/** Fonts for `doc` that can print `texts` (and the shop's own words, which are all Latin-1). */
export async function embedFonts(doc: PDFDocument, texts: readonly string[]): Promise<SheetFonts> {
  if (fitsCp1252(texts))
    return {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      printable: asCp1252,
    };
  doc.registerFontkit(parseOnce);
  const { regular, bold } = fonts();
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
    printable: (text) => text,
  };
}

const require = createRequire(import.meta.url);
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** The font files, read once per process from the dejavu-fonts-ttf package. */
function fonts(): { regular: Buffer; bold: Buffer } {
  const dir = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
  fontFiles ??= {
    regular: readFileSync(dir('DejaVuSans.ttf')),
    bold: readFileSync(dir('DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

type Font = ReturnType<typeof fontkit.create>;
/** Texts shaped per font before the memo starts afresh: labels and figures repeat on every page. */
const SHAPED_MAX = 5000;

/** `font` with its text shaping remembered: shaping is most of the time a PDF takes to write. */
function shapingRemembered(font: Font): Font {
  const layout = font.layout.bind(font);
  const runs = new Map<string, ReturnType<Font['layout']>>();
  font.layout = (text, ...rest) => {
    if (rest.length > 1 || typeof text !== 'string') return layout(text, ...rest);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= SHAPED_MAX) runs.clear();
      runs.set(text, (run = layout(text, ...rest)));
    }
    return run;
  };
  return font;
}

const parsed = new Map<Uint8Array, Font>();
/** fontkit, parsing each font file once per process rather than once per document. */
const parseOnce: typeof fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = shapingRemembered(fontkit.create(bytes, postscriptName))));
    return font;
  },
};
