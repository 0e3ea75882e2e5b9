import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqAdminMessages, type AdminFaqs, type FaqList } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

/** The questions as the shop's locale files held them before they moved into content. */
const before = (lang: 'en' | 'fr') =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../../web/public/locales/${lang}.json`, import.meta.url), 'utf8'),
    ) as { pages: { customerCare: { faqs?: unknown } } }
  ).pages.customerCare.faqs;

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  [owner, fulfilment] = [await signedInStaff(t, 'owner'), await signedInStaff(t, 'fulfilment')];
});

const shop = async (lang: string) => {
  const response = await t.get('/api/faqs', { 'accept-language': lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FaqList>().data;
};
const read = async () =>
  (await admin(t, 'GET', '/faqs', undefined, { cookie: owner.cookie })).json<AdminFaqs>();

describe('customer care’s questions', () => {
  it('answer after the migration exactly the questions the shop showed before, in both languages', async () => {
    const original = JSON.parse(
      readFileSync(new URL('./faqs-before.json', import.meta.url), 'utf8'),
    ) as AdminFaqs;
    expect(await shop('en')).toEqual(original.en);
    expect(await shop('fr')).toEqual(original.fr);
    expect(original.en).toHaveLength(8);
    // The words no longer sit in the locale files.
    expect(before('en')).toBeUndefined();
  });

  it('save reordered, edited, added and removed questions at once, shown at once and audited', async () => {
    const lists = await read();
    const [first, second, , ...rest] = lists.en;
    if (!first || !second) throw new Error('The migration gave no questions');
    // The second first, renamed; the third removed; one added at the end.
    const en = [
      { ...second, question: 'Is delivery free?' },
      first,
      ...rest,
      { question: 'Do you engrave?', answer: 'Yes, by hand.' },
    ];
    const saved = await admin(t, 'PUT', '/faqs', { en, fr: lists.fr }, { cookie: owner.cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await shop('en')).toEqual(en);
    expect(await shop('fr')).toEqual(lists.fr);
    const audit = await admin(t, 'GET', '/audit?entityType=faqs', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('faqs.updated');
  });

  it('refuse an empty question (400) and a fulfilment member (403), changing nothing', async () => {
    const lists = await read();
    const empty = await admin(
      t,
      'PUT',
      '/faqs',
      { en: [{ question: ' ', answer: 'x' }], fr: lists.fr },
      { cookie: owner.cookie },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(faqAdminMessages.questionRequired);
    expect((await admin(t, 'PUT', '/faqs', lists, { cookie: fulfilment.cookie })).statusCode).toBe(
      403,
    );
    expect(
      (await admin(t, 'GET', '/faqs', undefined, { cookie: fulfilment.cookie })).statusCode,
    ).toBe(403);
    expect(await read()).toEqual(lists);
  });
});
