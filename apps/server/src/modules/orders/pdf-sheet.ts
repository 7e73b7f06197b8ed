// A4 pages written top to bottom with pdf-lib: text in DejaVu Sans (it has every Latin letter a
// Nordic or Polish name needs, and €, ×, −), right-aligned figures, rules, and a new page when
// the next block does not fit, with a footer on every page.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const RIGHT = A4[0] - MARGIN;
const TOP = A4[1] - MARGIN;
/** Space kept below the last line for the footer. */
const FOOTER_SPACE = 60;
const GREY = rgb(0.4, 0.4, 0.4);

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

export interface TextStyle {
  size?: number;
  bold?: boolean;
  grey?: boolean;
  /** Right edge for right-aligned text; else `x` is the left edge. */
  alignRight?: boolean;
  /** Cut with an ellipsis to this width. */
  maxWidth?: number;
}

export class PdfSheet {
  readonly #doc: PDFDocument;
  readonly #regular: PDFFont;
  readonly #bold: PDFFont;
  #page: PDFPage;
  /** The baseline of the next line. */
  y = TOP;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.#doc = doc;
    this.#regular = regular;
    this.#bold = bold;
    this.#page = doc.addPage(A4);
  }

  /** A new document; `meta` is what a viewer shows as its title, author and dates. */
  static async create(meta: { title: string; author: string; date: Date }): Promise<PdfSheet> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(parseOnce);
    const { regular, bold } = fonts();
    const sheet = new PdfSheet(
      doc,
      await doc.embedFont(regular, { subset: true }),
      await doc.embedFont(bold, { subset: true }),
    );
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer(meta.author);
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    return sheet;
  }

  #font(style: TextStyle): PDFFont {
    return style.bold ? this.#bold : this.#regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.#font(style).widthOfTextAtSize(text, style.size ?? 9);
  }

  /** `text` cut with an ellipsis so that it fits `width`. */
  fit(text: string, width: number, style: TextStyle = {}): string {
    if (this.width(text, style) <= width) return text;
    let cut = text;
    while (cut.length > 1 && this.width(`${cut}…`, style) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** Draws one line of text on the current baseline at `x`. */
  text(text: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const shown = style.maxWidth === undefined ? text : this.fit(text, style.maxWidth, style);
    const left = style.alignRight ? x - this.width(shown, style) : x;
    this.#page.drawText(shown, {
      x: left,
      y: this.y,
      size,
      font: this.#font(style),
      color: style.grey ? GREY : rgb(0, 0, 0),
    });
  }

  /** Draws `text` wrapped at word breaks to `width`, a line every `leading` points. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}, leading = 12): void {
    let line = '';
    for (const word of text.split(/\s+/u)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, style) > width) {
        this.text(line, x, style);
        this.down(leading);
        line = word;
      } else line = next;
    }
    if (line) this.text(line, x, style);
  }

  /** Moves the baseline down by `points`. */
  down(points: number): void {
    this.y -= points;
  }

  /** A thin horizontal rule just below the current baseline. */
  rule(from = MARGIN, to = RIGHT): void {
    const y = this.y - 4;
    this.#page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: GREY });
  }

  /** Starts a new page unless `points` more fit on this one; answers whether it did. */
  ensure(points: number): boolean {
    if (this.y - points >= MARGIN + FOOTER_SPACE) return false;
    this.#page = this.#doc.addPage(A4);
    this.y = TOP;
    return true;
  }

  /** Writes `lines(page, pages)` at the foot of every page, then the document's bytes. */
  async save(footer: (page: number, pages: number) => string[]): Promise<Uint8Array> {
    const pages = this.#doc.getPages();
    pages.forEach((page, i) => {
      this.#page = page;
      this.y = MARGIN + FOOTER_SPACE - 24;
      this.rule();
      this.down(14);
      for (const line of footer(i + 1, pages.length)) {
        this.text(line, MARGIN, { size: 7.5, grey: true, maxWidth: RIGHT - MARGIN });
        this.down(10);
      }
    });
    // Plain objects: packing them into object streams costs more time than the bytes it saves.
    return this.#doc.save({ useObjectStreams: false });
  }
}
