import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerResponseSchema, type LegalDetails, type SellerResponse } from '@aurelle/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { DEMO_LEGAL_DETAILS } from './seller.service.ts';

let demo: TestApp;
let production: TestApp;

beforeAll(async () => {
  demo = await buildTestApp();
  production = await buildTestApp(
    {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      JWT_SECRET: 'p'.repeat(40),
      ADMIN_ENCRYPTION_KEY: 'a'.repeat(64),
      STOREFRONT_API_KEY: 'test-storefront-key',
      PUBLIC_URL: 'https://shop.example.com',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'Aurelle <hello@aurelle.example>',
      RAZORPAY_KEY_ID: 'rzp_test_unused1',
      RAZORPAY_KEY_SECRET: 'unused-secret-123',
      RAZORPAY_WEBHOOK_SECRET: 'unused-webhook-123',
    },
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

const mine: LegalDetails = {
  ...DEMO_LEGAL_DETAILS,
  legalName: 'Aurelle Jewels Private Limited',
  // Maharashtra's code, and a check character that fits.
  gstin: '27AAPFU0939F1ZV',
  address: '4 Marine Drive',
  city: 'Mumbai',
  pinCode: '400020',
  stateCode: '27',
  invoicePrefix: 'MUM',
  customerCare: { phone: '+91 22 4000 5678', email: 'care@aurelle.in' },
  grievanceOfficer: {
    name: 'Rohan Desai',
    designation: 'Head of Customer Experience',
    phone: '+91 22 4000 5699',
    email: 'grievance@aurelle.in',
  },
};

describe('GET /setting/seller', () => {
  it("answers the demo's details in a demo shop, only the public fields, cached like content", async () => {
    const response = await disclosures(demo);
    expect(response.statusCode).toBe(200);
    expect(response.json<SellerResponse>()).toEqual({
      data: {
        legalName: 'Aurelle Demo Jewels Private Limited',
        address: '12 Lavelle Road',
        city: 'Bengaluru',
        pinCode: '560001',
        state: 'Karnataka',
        gstin: '29AAGCA1234F1Z0',
        customerCare: { phone: '+91 80 4000 1234', email: 'care@aurelle.example' },
        grievanceOfficer: {
          name: 'Kavya Menon',
          designation: 'Grievance Officer',
          phone: '+91 80 4000 1299',
          email: 'grievance@aurelle.example',
        },
      },
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
