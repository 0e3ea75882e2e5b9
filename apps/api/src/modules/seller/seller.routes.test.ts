import { beforeAll, describe, expect, it } from 'vitest';
import { legalMessages, type LegalDetails, type LegalDetailsAnswer } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { OWNER_LEGAL_DETAILS } from '../../../test/seller-fixtures.ts';
import { DEMO_LEGAL_DETAILS } from './seller.service.ts';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  manager = await signedInStaff(t, 'manager');
});

const mine = OWNER_LEGAL_DETAILS;

/** `as` saves the seller's legal details on the settings screen. */
const saveLegal = (details: LegalDetails, as = owner) =>
  admin(t, 'PUT', '/settings/legal', details, { cookie: as.cookie });

describe("the seller's legal details", () => {
  it("are the demo's until the owner sets theirs, then theirs, with an audit row", async () => {
    const before = await admin(t, 'GET', '/settings/legal', undefined, { cookie: owner.cookie });
    expect(before.json<LegalDetailsAnswer>()).toEqual({ details: DEMO_LEGAL_DETAILS, demo: true });
    const saved = await saveLegal(mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<LegalDetailsAnswer>()).toEqual({ details: mine, demo: false });
    const audit = await admin(t, 'GET', '/audit?entityType=settings', undefined, {
      cookie: owner.cookie,
    });
    expect(audit.body).toContain('Aurelle Jewels Private Limited');
  });

  it('refuses a GSTIN that does not check or belongs to another state, and changes nothing', async () => {
    const badCheck = await saveLegal({ ...mine, gstin: '27AAPFU0939F1ZW' });
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json<{ errors: Record<string, string> }>().errors.gstin).toBe(
      legalMessages.gstinInvalid,
    );
    const otherState = await saveLegal({ ...mine, stateCode: '29' });
    expect(otherState.statusCode).toBe(400);
    const now = await admin(t, 'GET', '/settings/legal', undefined, { cookie: owner.cookie });
    expect(now.json<LegalDetailsAnswer>().details?.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('are the owner’s to change: a manager gets 403', async () => {
    expect(
      (await admin(t, 'GET', '/settings/legal', undefined, { cookie: manager.cookie })).statusCode,
    ).toBe(403);
    expect((await saveLegal(mine, manager)).statusCode).toBe(403);
  });
});
