// Search-engine data for a car page: the title the web app gives it ("Brakes – Volvo 240 | Nordic
// Parts", by the domain's rules) and a description and Open Graph tags in the page's language.
import { carDisplayName, carPageTitle, pageTitle } from '@shop/domain';
import type { CarResponse, Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import { openGraphTags } from './item-seo.js';

export interface CarSeo {
  title: string;
  description: string;
  /** Open Graph tags. */
  head: string;
}

/** The car (its groups named in `language`), within `groupSlug` when that is one of its groups. */
export function carSeo(car: CarResponse, groupSlug: string | null, language: Language): CarSeo {
  const group = car.groups.find((g) => g.slug === groupSlug) ?? null;
  const title = pageTitle(carPageTitle(car.car, group?.name));
  const t = textsIn(language);
  const values = { car: carDisplayName(car.car), group: group?.name };
  const description = t(group ? 'pages.car.groupDescription' : 'pages.car.description', values);
  const head = openGraphTags('website', language, title, description).join('\n    ');
  return { title, description, head };
}
