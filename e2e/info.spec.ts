// /about and /terms in English, Swedish and Finnish: the page in the chosen language (lang
// attribute, title), every section's heading as the strings give it, the terms' consumer-law parts,
// and no serious accessibility problem.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { companyAge } from '@shop/domain';
import { expectAccessible } from './axe.js';
import { test } from './fixtures.js';

type Lang = 'en' | 'sv' | 'fi';
interface PageTexts {
  title: string;
  [section: string]: string | { title: string; text: string };
}
interface InfoTexts {
  contents: string;
  about: PageTexts;
  terms: PageTexts;
}

const texts = (lang: Lang): InfoTexts =>
  JSON.parse(
    readFileSync(new URL(`../apps/web/src/i18n/info/${lang}.json`, import.meta.url), 'utf8'),
  ) as InfoTexts;

/** The section headings of a page, in the order of its strings. */
const headings = (page: PageTexts) =>
  Object.values(page).flatMap((value) => (typeof value === 'object' ? [value.title] : []));

/** What each language must say: the spec's sections and the law's words, written natively. */
const NATIVE: Record<Lang, { about: string[]; terms: string[] }> = {
  en: {
    about: ['The company', 'Shipping and returns'],
    terms: [
      'The company',
      'Shipping',
      'Shipping dates',
      'Returns within 14 days',
      'Standard withdrawal form',
      'Returns of electric parts',
    ],
  },
  sv: {
    about: ['Företaget', 'Frakt och returer'],
    terms: [
      'Företaget',
      'Frakt',
      'När delarna skickas',
      'Ångerrätt och retur inom 14 dagar',
      'Standardformulär för utövande av ångerrätt',
      'Retur av elektriska delar',
      'Reklamation',
    ],
  },
  fi: {
    about: ['Yritys', 'Toimitus ja palautukset'],
    terms: [
      'Yritys',
      'Toimitus',
      'Lähetyspäivät',
      'Peruuttamisoikeus ja palautus 14 päivän kuluessa',
      'Peruuttamislomake',
      'Sähköosien palautus',
      'Virheet ja reklamaatiot',
    ],
  },
};

/** Words of the law each language's terms carry. */
const LAW: Record<Lang, RegExp[]> = {
  en: [
    /14-day right of withdrawal/,
    /All prices include the VAT of the country we deliver to/,
    /Allmänna reklamationsnämnden/,
  ],
  sv: [
    /14 dagars ångerrätt/,
    /Alla priser inkluderar momsen i landet vi levererar till/,
    /tre år från leveransen/,
    /ARN/,
  ],
  fi: [
    /14 päivän peruuttamisoikeus/,
    /sisältävät toimitusmaan arvonlisäveron/,
    /virhevastuu/,
    /kuluttajariitalautakunta/,
  ],
};

for (const lang of ['en', 'sv', 'fi'] as const) {
  test.describe(`in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    });

    test('/about: the sections, the company age and the language', async ({ page }) => {
      const strings = texts(lang).about;
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.title);
      await expect(page).toHaveTitle(new RegExp(strings.title));
      for (const name of [...headings(strings), ...NATIVE[lang].about]) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      await expect(page.locator('.info__intro')).toContainText(String(companyAge(new Date())));
      await expectAccessible(page, `/about in ${lang}`);
    });

    test('/terms: the sections, the withdrawal form, the law and the language', async ({
      page,
    }) => {
      const strings = texts(lang).terms;
      await page.goto('/terms');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.title);
      for (const name of [...headings(strings), ...NATIVE[lang].terms]) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      const form = page.locator('#withdrawalForm');
      await expect(form.getByRole('listitem').first()).toContainText('Verkstadsgatan 12');
      await expect(form.getByRole('listitem')).toHaveCount(7);
      for (const words of LAW[lang]) await expect(page.getByText(words).first()).toBeVisible();
      await expect(page.getByText(/{{|}}/)).toHaveCount(0);

      // The contents list leads to each section.
      const contents = page.getByRole('navigation', { name: texts(lang).contents });
      await contents.locator('a[href="#returns"]').click();
      await expect(page).toHaveURL(/#returns$/);
      await expect(page.locator('#returns h2')).toBeInViewport();
      await expectAccessible(page, `/terms in ${lang}`);
    });
  });
}

test('/auth shows only a loading spinner while the stored login is checked', async ({ page }) => {
  // A stored token whose account calls are held until the test ends, as on a slow network.
  await page.addInitScript(() => localStorage.setItem('token', 'stored-token'));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const account = /\/api\/user(\/|\?|$)/;
  await page.route(account, async (route) => {
    await held;
    await route.abort().catch(() => undefined);
  });
  try {
    const asked = page.waitForRequest(account);
    await page.goto('/auth');
    await asked;
    const main = page.getByRole('main');
    const spinner = main.getByRole('status');
    await expect(spinner).toHaveCount(1);
    await expect(spinner).toHaveText('Loading…');
    await expect(main.getByRole('heading')).toHaveCount(0);
    await expect(main.getByRole('link')).toHaveCount(0);
    await expect(main.getByRole('button')).toHaveCount(0);
    await expectAccessible(page, '/auth');
  } finally {
    release();
  }
});

test('/terms lists every country delivered to, each with only the payments it can use', async ({
  page,
}) => {
  await page.goto('/terms');
  const table = page.getByRole('table', {
    name: 'VAT, free shipping, delivery time and payment methods per country',
  });
  await expect(table.getByRole('row')).toHaveCount(7);
  const finland = table.getByRole('row', { name: /Finland/ });
  await expect(finland).toContainText('25.5 %');
  await expect(finland).not.toContainText('Swish');
  await expect(table.getByRole('row', { name: /Sweden/ })).toContainText('Swish');
  await expect(table.getByRole('row', { name: /United Kingdom/ })).toContainText('No VAT');
});
