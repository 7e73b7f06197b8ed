// Static files, the SPA fallback and the item pages' server-rendered head.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '@shop/domain';
import { createTestApp, TEST_INDEX_HTML } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let t: TestApp;
let itemId: string;
const EVIL_ID = 'ffffffffffffffffffffff01';
const PUBLIC_URL = 'https://shop.example.com';
const EVIL_NAME = 'Bolt </script><script>alert(1)</script> & "nut"';
const CONSOLE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Staff console</title></head>' +
  '<body><div id="console"></div><script type="module" src="/assets/admin-abc123.js"></script></body></html>';

beforeAll(async () => {
  t = await createTestApp({
    config: { publicUrl: PUBLIC_URL },
    web: {
      'index.html': TEST_INDEX_HTML,
      'admin.html': CONSOLE_HTML,
      'assets/index-abc123.js': 'console.log("app");\n'.repeat(100),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
  });
  const row = await t.db
    .selectFrom('items')
    .select(['id', 'group_slug'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  itemId = row.id;
  await t.db
    .insertInto('items')
    .values({
      id: EVIL_ID,
      legacy_id: null,
      name: EVIL_NAME,
      description: 'Fits <b>all</b> "cars"',
      model: '',
      image: '/public/items/x.svg',
      group_slug: row.group_slug,
      price: 12345,
      weight: 100,
      stock_quantity: 0,
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
});

afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('static files', () => {
  it('serves hashed assets with an immutable cache header', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    const missing = await get('/assets/nope-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('compresses text assets', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves root files of the build and the demo images under /public/', async () => {
    expect((await get('/favicon.svg')).statusCode).toBe(200);
    const image = await t.db
      .selectFrom('items')
      .select('image')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    const res = await get(image.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('files that are not ours to serve', () => {
  it('answers 404 for names starting with a dot, in the public folder and the build', async () => {
    writeFileSync(join(t.dir, 'public', '.secret'), 'password');
    mkdirSync(join(t.dir, 'public', '.git'), { recursive: true });
    writeFileSync(join(t.dir, 'public', '.git', 'config'), 'password');
    writeFileSync(join(t.webDist, '.env'), 'password');
    const dotted = ['/public/.secret', '/public/.git/config', '/public/%2esecret', '/.env'];
    for (const url of [...dotted, '/.git/config', '/.well-known/x', '/checkout/../.env']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
      expect(res.body).not.toContain('password');
    }
  });

  it('never serves a drawing an older version left in the public folder', async () => {
    mkdirSync(join(t.dir, 'public', 'diagrams', 'thumbs', 'V24', 'x'), { recursive: true });
    writeFileSync(join(t.dir, 'public', 'diagrams', 'thumbs', 'V24', 'x', 'old.svg'), '<svg/>');
    const res = await get('/public/diagrams/thumbs/V24/x/old.svg');
    expect(res.statusCode).toBe(404);
  });
});

describe('SPA fallback', () => {
  it.each(['/', '/checkout', '/car/volvo-240/brakes', '/search?q=abc'])(
    'answers index.html for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('<!--app-head-->');
    },
  );

  it('sets <html lang> from the lang cookie, then the host', async () => {
    expect((await get('/', { cookie: 'lang=fi' })).body).toContain('<html lang="fi">');
    expect((await get('/', { host: 'shop.example.se' })).body).toContain('<html lang="sv">');
    expect((await get('/')).body).toContain('<html lang="en">');
  });

  it('answers 404 JSON, not the SPA, for unknown /api paths', async () => {
    for (const url of ['/api/unknown', '/API/unknown', '/api']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('the staff console', () => {
  const pages = [
    '/admin',
    '/admin/',
    '/admin/audit?actor=x',
    '/admin/orders/42',
    '/ADMIN',
    '//admin',
  ];

  it.each([...pages, '/%61dmin', '/Admin/Orders', '/./admin', '/x/../admin'])(
    'answers the console page for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<div id="console"></div>');
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('gets the same security headers as the shop page, and the XSRF cookie', async () => {
    const [shop, page] = await Promise.all([get('/'), get('/admin')]);
    expect(page.headers['content-security-policy']).toBe(shop.headers['content-security-policy']);
    for (const name of ['x-frame-options', 'x-content-type-options', 'referrer-policy'])
      expect(page.headers[name], name).toBe(shop.headers[name]);
    expect(page.cookies.some((c) => c.name === XSRF_COOKIE)).toBe(true);
  });

  it('sets <html lang> from the lang cookie', async () => {
    expect((await get('/admin', { cookie: 'lang=sv' })).body).toContain('<html lang="sv">');
  });

  it('answers 404 JSON for files, dot segments and other /admin… names', async () => {
    const refused = ['/admin.html', '/admin/x.js', '/admin/.env', '/admin/.git/config'];
    for (const url of [...refused, '/administrator', '/adminx/orders']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('item pages', () => {
  it('reads ?lang= first, then the cookie: the page and its title in that language', async () => {
    const sv = await t.db
      .selectFrom('item_texts')
      .select('name')
      .where('item_id', '=', itemId)
      .where('language', '=', 'sv')
      .executeTakeFirst();
    const res = await get(`/item/${itemId}?lang=sv`, { cookie: 'lang=fi' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="sv">');
    if (sv) expect(res.body).toContain(`<title>${sv.name} | Nordic Parts</title>`);
    expect(res.body).toContain('<meta property="og:locale" content="sv_SE">');
    expect((await get(`/item/${itemId}`, { cookie: 'lang=fi' })).body).toContain(
      '<html lang="fi">',
    );
  });

  it('puts the item into title, meta, canonical and JSON-LD', async () => {
    const res = await get(`/item/${itemId}`);
    expect(res.statusCode).toBe(200);
    const item = await t.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(res.body).toContain(`<title>${item.name} | Nordic Parts</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/item/${itemId}">`);
    const named = await get(`/item/${itemId}?lang=en`);
    expect(named.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/item/${itemId}?lang=en">`,
    );
    for (const language of ['en', 'sv', 'fi']) {
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="${language}" href="${PUBLIC_URL}/item/${itemId}?lang=${language}">`,
      );
    }
    expect(res.body).not.toContain('Generic shop text');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/public/`);
    expect(res.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/item/${itemId}">`);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
    const product = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: item.name,
      offers: { price: (item.price / 100).toFixed(2), priceCurrency: 'EUR' },
    });
    expect(product.sku).toEqual(expect.any(String));
  });

  it('never puts a forged Host (or X-Forwarded-Host) into the page', async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'shop.example.com.evil.example:8443' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
    ];
    for (const headers of forged) {
      const res = await get(`/item/${itemId}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/evil\.example|gopher/);
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
      const product = JSON.parse(json ?? '{}') as { image: string; offers: { url: string } };
      expect(product.image.startsWith(`${PUBLIC_URL}/public/`)).toBe(true);
      expect(product.offers.url).toBe(`${PUBLIC_URL}/item/${itemId}`);
    }
  });

  it('renders the car item paths too', async () => {
    expect((await get(`/car/volvo-240/item/${itemId}`)).body).toContain('application/ld+json');
    expect((await get(`/car/volvo-240/brakes/item/${itemId}`)).body).toContain(
      'application/ld+json',
    );
  });

  it('escapes names that try to close the script or attributes', async () => {
    const res = await get(`/item/${EVIL_ID}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(
      'Bolt &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;nut&quot;',
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    expect(json).not.toContain('<');
    const product = JSON.parse(json) as { name: string; offers: { availability: string } };
    expect(product.name).toBe(EVIL_NAME);
    expect(product.offers.availability).toBe('https://schema.org/BackOrder');
  });

  it('answers the plain index.html with 404 for an unknown or malformed item', async () => {
    for (const url of [`/item/${'0'.repeat(24)}`, '/item/nope', `/car/x/item/${'a'.repeat(24)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>x</title>');
    }
  });
});

describe('without a built web app', () => {
  it('answers the fallback and the console with 404 JSON', async () => {
    const files = ['index.html', 'admin.html'].map((name) => join(t.webDist, name));
    for (const file of files) renameSync(file, `${file}.bak`);
    try {
      for (const url of ['/checkout', '/admin']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
    } finally {
      for (const file of files) renameSync(`${file}.bak`, file);
    }
  });
});
