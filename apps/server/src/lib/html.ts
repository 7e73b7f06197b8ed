// HTML building blocks for the served index.html: escaping and template filling.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

export const HEAD_MARKER = '<!--app-head-->';
// The built template's generic description, however its attributes are spread over lines.
const DESCRIPTION_META = /<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*>\s*/i;

export interface IndexPage {
  lang: string;
  /** Replaces the template's <title> text. */
  title?: string;
  /** Replaces the template's <meta name="description"> (or adds one). */
  description?: string;
  /** Ready-made HTML put where the template has <!--app-head-->. */
  head?: string;
}

/** Fills the built index.html: the <html lang>, the title, and extra head tags at the marker. */
export function renderIndex(template: string, page: IndexPage): string {
  let html = template.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => {
    const rest = attrs.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${escapeHtml(page.lang)}"${rest}>`;
  });
  if (page.title !== undefined) {
    const title = escapeHtml(page.title);
    html = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`);
  }
  let head = page.head ?? '';
  if (page.description !== undefined) {
    html = html.replace(DESCRIPTION_META, '');
    head = `<meta name="description" content="${escapeHtml(page.description)}">\n    ${head}`;
  }
  return html.replace(HEAD_MARKER, () => head);
}
