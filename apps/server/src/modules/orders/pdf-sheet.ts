// A4 pages written top to bottom with pdf-lib: lines of text, right-aligned figures, rules, and a
// new page when the next block does not fit, with a footer on every page.
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { embedFonts } from './pdf-fonts.js';
import type { SheetFonts } from './pdf-fonts.js';

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const RIGHT = A4[0] - MARGIN;
const TOP = A4[1] - MARGIN;
/** Space kept below the last line for the footer. */
const FOOTER_SPACE = 60;
const GREY = rgb(0.4, 0.4, 0.4);

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
  readonly #fonts: SheetFonts;
  #page: PDFPage;
  /** The baseline of the next line. */
  y = TOP;

  private constructor(doc: PDFDocument, fonts: SheetFonts) {
    this.#doc = doc;
    this.#fonts = fonts;
    this.#page = doc.addPage(A4);
  }

  /**
   * A new document; `meta` is what a viewer shows as its title, author and dates. `texts` are the
   * words it will print that come from outside the shop (names, addresses): they choose the fonts.
   */
  static async create(
    meta: { title: string; author: string; date: Date },
    texts: readonly string[],
  ): Promise<PdfSheet> {
    const doc = await PDFDocument.create();
    const sheet = new PdfSheet(doc, await embedFonts(doc, texts));
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer(meta.author);
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    return sheet;
  }

  #font(style: TextStyle): PDFFont {
    return style.bold ? this.#fonts.bold : this.#fonts.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.#font(style).widthOfTextAtSize(this.#fonts.printable(text), style.size ?? 9);
  }

  /** `text` cut with an ellipsis so that it fits `width`. */
  clipped(text: string, width: number, style: TextStyle = {}): string {
    if (this.width(text, style) <= width) return text;
    let cut = text;
    while (cut.length > 1 && this.width(`${cut}…`, style) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** Draws one line of text on the current baseline at `x`. */
  text(text: string, x: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const shown = style.maxWidth === undefined ? text : this.clipped(text, style.maxWidth, style);
    const left = style.alignRight ? x - this.width(shown, style) : x;
    this.#page.drawText(this.#fonts.printable(shown), {
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
