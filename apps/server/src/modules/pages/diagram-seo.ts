// Search-engine data for a drawing's page: the title the web app gives it ("Front brakes | Nordic
// Parts") and a description and Open Graph tags in the page's language.
import { carDisplayName, pageTitle } from '@shop/domain';
import type { DiagramResponse, Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import { openGraphTags } from './item-seo.js';

export interface DiagramSeo {
  title: string;
  description: string;
  /** Open Graph tags. */
  head: string;
}

/** The drawing (named in `language`) and the car it belongs to. */
export function diagramSeo({ diagram }: DiagramResponse, language: Language): DiagramSeo {
  const title = pageTitle(diagram.name);
  const values = { diagram: diagram.name, car: carDisplayName(diagram.car) };
  const description = textsIn(language)('pages.diagram.description', values);
  const head = openGraphTags('website', language, title, description).join('\n    ');
  return { title, description, head };
}
