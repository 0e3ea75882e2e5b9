import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_SLUGS,
  POLICY_PAGE_ANCHORS,
  pageAdminMessages,
  pageSchema,
  type AdminPage,
  type AdminPageList,
  type Page,
  type PageBody,
} from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

/** The pages' texts as the shop's locale files held them before they moved into content. */
type Section = { id?: string; heading: string; paragraphs?: string[]; list?: string[] };
type CopyBefore = { eyebrow?: string; title: string; lede?: string; sections: Section[] };
const before = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/pages-before-edit.json', import.meta.url), 'utf8'),
) as Record<'en' | 'fr', Record<string, CopyBefore>>;

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const withBrand = (text: string) => text.replaceAll('{{brand}}', 'Aurelle');
/** What the shop rendered before, as HTML: each section a heading, its paragraphs, its list. */
const htmlOf = (sections: Section[]) =>
  sections
    .map(
      (s) =>
        `<h2${s.id ? ` id="${s.id}"` : ''}>${escape(s.heading)}</h2>` +
        (s.paragraphs ?? []).map((p) => `<p>${escape(p)}</p>`).join('') +
        (s.list ? `<ul>${s.list.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>` : ''),
    )
    .join('');

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  [owner, manager, fulfilment] = [
    await signedInStaff(t, 'owner'),
    await signedInStaff(t, 'manager'),
    await signedInStaff(t, 'fulfilment'),
  ];
});

const shopPage = async (slug: string, lang = 'en') => {
  const response = await t.get(`/api/pages/${slug}`, { 'accept-language': lang });
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema.parse(response.json()) as Page;
};
const readPage = async (slug: string, as = owner) =>
  (await admin(t, 'GET', `/pages/${slug}`, undefined, { cookie: as.cookie })).json<AdminPage>();
const savePage = (slug: string, body: PageBody, as = owner) =>
  admin(t, 'PUT', `/pages/${slug}`, body, { cookie: as.cookie });
const bodyOf = (page: AdminPage): PageBody => ({ en: { ...page.en }, fr: { ...page.fr } });

describe('the informational pages after the migration', () => {
  it('answer every page in both languages with exactly the words the shop showed before', async () => {
    for (const lang of ['en', 'fr'] as const)
      for (const slug of PAGE_SLUGS) {
        const copy = before[lang][slug] as CopyBefore;
        expect(await shopPage(slug, lang)).toEqual({
          slug,
          eyebrow: withBrand(copy.eyebrow ?? ''),
          title: withBrand(copy.title),
          lede: withBrand(copy.lede ?? ''),
          body: withBrand(htmlOf(copy.sections)),
        });
      }
  });

  it('give the policies their four anchored headings in both languages', async () => {
    for (const lang of ['en', 'fr'])
      for (const anchor of POLICY_PAGE_ANCHORS)
        expect((await shopPage('policies', lang)).body).toContain(`<h2 id="${anchor}">`);
  });

  it('answer 400 for a page the shop does not have', async () => {
    expect((await t.get('/api/pages/nowhere')).statusCode).toBe(400);
  });
});

describe('editing a page in the back office', () => {
  it('reaches the shop at once, cleaned, with the anchors kept and the edit audited', async () => {
    // The shop's answer is in the response cache before the edit.
    const shown = await shopPage('policies');
    expect(shown.body).toContain('Every order ships free');
    const page = await readPage('policies');
    const body = bodyOf(page);
    body.en.body = page.en.body.replace(
      /<p>Every order ships free[^<]*<\/p>/,
      '<p onclick="steal()">Orders ship free in a sealed box.<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">here</a> <a href="#privacy-policy">privacy</a></p>',
    );
    const saved = await savePage('policies', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<AdminPage>().en.body;
    expect(after).toContain(
      '<p>Orders ship free in a sealed box.<a>here</a> <a href="#privacy-policy">privacy</a></p>',
    );
    expect(after).not.toMatch(/script|onerror|onclick|javascript|<img/);

    const shop = await shopPage('policies');
    expect(shop.body).toBe(after);
    for (const anchor of POLICY_PAGE_ANCHORS) expect(shop.body).toContain(`<h2 id="${anchor}">`);
    // French is as it was.
    expect((await shopPage('policies', 'fr')).body).toBe(page.fr.body);

    const audit = await admin(t, 'GET', '/audit?entityType=page', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('page.updated');
    expect(audit.body).toContain('en.body');
  });

  it('refuses a policies page without one of its anchored headings, and changes nothing', async () => {
    const page = await readPage('policies');
    const body = bodyOf(page);
    body.fr.body = page.fr.body.replace(' id="privacy-policy"', '');
    const refused = await savePage('policies', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string> }>().errors['fr.body']).toBe(
      pageAdminMessages.anchorMissing,
    );
    expect(await readPage('policies')).toEqual(page);
  });

  it('refuses a page without a title or a body (400, 422) and changes nothing', async () => {
    const page = await readPage('about');
    const noTitle = await savePage('about', { ...bodyOf(page), en: { ...page.en, title: ' ' } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json<{ errors: Record<string, string> }>().errors['en.title']).toBe(
      pageAdminMessages.titleRequired,
    );
    const onlyScript = await savePage('about', {
      ...bodyOf(page),
      fr: { ...page.fr, body: '<script>alert(1)</script>' },
    });
    expect(onlyScript.statusCode).toBe(422);
    expect((await savePage('nowhere' as 'about', bodyOf(page))).statusCode).toBe(400);
    expect(await readPage('about')).toEqual(page);
  });

  it('lists every page for the owner and managers; fulfilment may neither read nor save', async () => {
    const list = await admin(t, 'GET', '/pages', undefined, { cookie: manager.cookie });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<AdminPageList>()
        .data.map((row) => row.slug)
        .sort(),
    ).toEqual([...PAGE_SLUGS].sort());
    const page = await readPage('labs', manager);
    expect((await savePage('labs', bodyOf(page), manager)).statusCode).toBe(200);
    expect(
      (await admin(t, 'GET', '/pages', undefined, { cookie: fulfilment.cookie })).statusCode,
    ).toBe(403);
    expect((await savePage('labs', bodyOf(page), fulfilment)).statusCode).toBe(403);
  });
});
