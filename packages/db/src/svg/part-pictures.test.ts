import { describe, expect, it } from 'vitest';
import {
  PART_PICTURE_LABELS,
  PART_PICTURES,
  partPictureSvg,
  type PartPicture,
} from './part-pictures.js';

interface Parsed {
  root: string;
  elements: number;
  title: string;
}

const ENTITY = /&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi;
const decode = (text: string): string =>
  text.replace(ENTITY, (_, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X'))
      return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e.toLowerCase()] ?? '';
  });

/** A strict little XML reader: balanced tags, quoted attributes, escaped text; throws otherwise. */
function parseXml(xml: string): Parsed {
  const bareAmpersand = (text: string) => text.replace(ENTITY, '').includes('&');
  const stack: string[] = [];
  let root = '';
  let elements = 0;
  let title = '';
  let pos = 0;
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  while (pos < xml.length) {
    const next = xml.indexOf('<', pos);
    const text = xml.slice(pos, next < 0 ? xml.length : next);
    if (text.includes('>') || bareAmpersand(text)) throw new Error(`Bad text '${text}'`);
    if (text.trim() && stack.length === 0) throw new Error(`Text outside the root '${text}'`);
    if (stack.at(-1) === 'title') title += decode(text);
    if (next < 0) break;
    tag.lastIndex = next;
    const m = tag.exec(xml);
    if (!m) throw new Error(`Malformed tag at ${next}: ${xml.slice(next, next + 40)}`);
    const [whole, closing, name = '', attrs = '', selfClosing] = m;
    if (bareAmpersand(attrs)) throw new Error(`Bad attribute in ${whole}`);
    const names = [...attrs.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) throw new Error(`Repeated attribute in ${whole}`);
    if (closing) {
      if (attrs || selfClosing) throw new Error(`Bad end tag ${whole}`);
      if (stack.pop() !== name) throw new Error(`Unbalanced </${name}>`);
    } else {
      if (stack.length === 0 && root) throw new Error('A second root element');
      root ||= name;
      elements++;
      if (!selfClosing) stack.push(name);
    }
    pos = next + whole.length;
  }
  if (stack.length) throw new Error(`Unclosed <${stack.join('> <')}>`);
  return { root, elements, title };
}

/** The drawing without its title and colour, to compare shapes alone. */
const shapes = (svg: string): string =>
  svg.replace(/<title>.*<\/title>/, '').replace(/ color="[^"]*"/, '');

describe('partPictureSvg', () => {
  it('has a distinct kind list with an English label for each', () => {
    expect(new Set(PART_PICTURES).size).toBe(PART_PICTURES.length);
    expect(Object.keys(PART_PICTURE_LABELS).sort()).toEqual([...PART_PICTURES].sort());
  });

  it('draws every kind as a small, well-formed, titled 400 x 300 SVG', () => {
    for (const kind of PART_PICTURES) {
      const svg = partPictureSvg(kind, PART_PICTURE_LABELS[kind]);
      const parsed = parseXml(svg);
      expect(parsed.root, kind).toBe('svg');
      expect(svg, kind).toMatch(/^<svg [^>]*viewBox="0 0 400 300"[^>]* role="img">/);
      expect(svg, kind).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(parsed.title, kind).toBe(PART_PICTURE_LABELS[kind]);
      expect(parsed.elements, kind).toBeGreaterThanOrEqual(6);
      expect(svg.length, kind).toBeLessThan(3_000);
    }
  });

  it('escapes the title', () => {
    const title = `Disc <&>"' 5/8`;
    const svg = partPictureSvg('disc', title);
    expect(svg).toContain('<title>Disc &#60;&#38;&#62;&#34;&#39; 5/8</title>');
    expect(parseXml(svg).title).toBe(title);
  });

  it('gives every kind its own drawing and neighbouring kinds different colours', () => {
    const seen = new Map<string, PartPicture>();
    for (const kind of PART_PICTURES) {
      const body = shapes(partPictureSvg(kind, 'Part'));
      expect(seen.get(body), kind).toBeUndefined();
      seen.set(body, kind);
    }
    const colour = (kind: PartPicture) => /color="([^"]+)"/.exec(partPictureSvg(kind, ''))?.[1];
    PART_PICTURES.slice(1).forEach((kind, i) => {
      expect(colour(kind), kind).not.toBe(colour(PART_PICTURES[i] as PartPicture));
    });
  });

  it('draws the same picture every time', () => {
    expect(partPictureSvg('spark-plug', 'x')).toBe(partPictureSvg('spark-plug', 'x'));
  });

  it('refuses a kind it does not know', () => {
    expect(() => partPictureSvg('teapot' as PartPicture, 'Teapot')).toThrow(/teapot/);
  });

  it('catches malformed SVG in its own reader', () => {
    expect(() => parseXml('<svg><g></svg>')).toThrow();
    expect(() => parseXml('<svg><title>a & b</title></svg>')).toThrow();
    expect(() => parseXml('<svg x="1" x="2"/>')).toThrow();
    expect(() => parseXml('<svg/><svg/>')).toThrow();
  });
});
