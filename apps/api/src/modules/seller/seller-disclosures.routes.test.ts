import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerResponseSchema, type SellerResponse } from '@aurelle/contract';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/build-test-app.ts';
import { OWNER_LEGAL_DETAILS } from '../../../test/seller-fixtures.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { DEMO_LEGAL_DETAILS } from './seller.service.ts';

let demo: TestApp;
let production: TestApp;

beforeAll(async () => {
  demo = await buildTestApp();
  production = await buildTestApp(
    PRODUCTION_ENV,
    // Counters read on every request, as in the demo instance: a save below comes from no request.
    { versionRecheckMs: 0 },
  );
});
afterAll(async () => {
  await demo?.close();
  await production?.close();
});

const disclosures = (t: TestApp, headers: Record<string, string> = {}) =>
  t.get('/api/setting/seller', headers);

const mine = OWNER_LEGAL_DETAILS;

describe('GET /setting/seller', () => {
  it("answers the demo's details in a demo shop, only the public fields, cached like content", async () => {
    const response = await disclosures(demo);
    expect(response.statusCode).toBe(200);
    // All but the state code (answered as the state's name) and the invoice prefix.
    const { stateCode: _code, invoicePrefix: _prefix, ...shown } = DEMO_LEGAL_DETAILS;
    expect(response.json<SellerResponse>()).toEqual({
      data: { ...shown, state: 'Karnataka' },
    });
    expect(sellerResponseSchema.safeParse(response.json()).success).toBe(true);
    // The invoice prefix and the state's code are the back office's, not the customer's.
    expect(response.body).not.toContain('invoicePrefix');
    expect(response.body).not.toContain('stateCode');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toBeDefined();
  });

  it("answers the owner's details once saved, at once, though the demo's were cached", async () => {
    const owner = await signedInStaff(demo, 'owner');
    const before = await disclosures(demo);
    expect(before.json<SellerResponse>().data?.legalName).toBe(
      'Aurelle Demo Jewels Private Limited',
    );
    const saved = await admin(demo, 'PUT', '/settings/legal', mine, { cookie: owner.cookie });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await disclosures(demo);
    expect(after.json<SellerResponse>()).toEqual({
      data: {
        legalName: 'Aurelle Jewels Private Limited',
        address: '4 Marine Drive',
        city: 'Mumbai',
        pinCode: '400020',
        state: 'Maharashtra',
        gstin: '27AAPFU0939F1ZV',
        customerCare: mine.customerCare,
        grievanceOfficer: mine.grievanceOfficer,
      },
    });
    expect(after.body).not.toContain('MUM');
    // A browser holding the demo's answer is told it changed.
    const revalidated = await disclosures(demo, { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
  });

  it('answers null in production until the owner saves, then the details', async () => {
    const none = await disclosures(production);
    expect(none.statusCode).toBe(200);
    expect(none.json<SellerResponse>()).toEqual({ data: null });

    await production.app.seller.set(
      { staffId: null, email: null, ip: null, userAgent: null },
      mine,
    );
    const set = await disclosures(production);
    expect(set.json<SellerResponse>().data?.legalName).toBe('Aurelle Jewels Private Limited');
  });

  it('needs the storefront key, as every shop call does', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/setting/seller' });
    expect(response.statusCode).toBe(401);
  });
});
