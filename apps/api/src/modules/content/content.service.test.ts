import { describe, expect, it } from 'vitest';
import type { DataCache } from '../../lib/data-cache.ts';
import type { ContentRepository } from './content.repository.ts';
import { createContentService, type ShopContact } from './content.service.ts';

const stored = [
  { key: 'contact', value: '+91 98765 43210' },
  { key: 'email', value: 'hello@aurelle.example' },
  { key: 'address', value: { en: '12 Gem Street, Mumbai', fr: '12 rue des Gemmes, Mumbai' } },
  { key: 'pod_status', value: true },
  { key: 'pod_cap_paise', value: 50_000_00 },
];

describe('the request-quote e-mail and the launch date', () => {
  it('are the owner’s when set', async () => {
    stored.push({ key: 'quote_email', value: 'quotes@aurelle.example' });
    stored.push({ key: 'launch_at', value: '2026-12-01T10:00' });
    const { data } = await serviceWith(null).settings({ lang: 'en', currency: 'INR' });
    stored.splice(-2);
    expect(data).toMatchObject({
      quote_email: 'quotes@aurelle.example',
      launch_at: '2026-12-01T10:00',
    });
  });
});

const serviceWith = (contact: ShopContact | null) =>
  createContentService({
    repo: { settings: async () => stored } as unknown as ContentRepository,
    catalog: { idsBySku: async () => new Map(), summaries: async () => [] },
    cache: {} as DataCache,
    brand: { name: 'Aurelle', slug: 'aurelle' },
    launchAt: '2025-01-28T12:50:00',
    contact: async () => contact,
  });

describe('the site settings’ contact', () => {
  it('is the legal details’ when the shop has them, whatever the stored rows say', async () => {
    const care = { phone: '+91 22 4000 5678', email: 'care@aurelle.in', address: '4 Marine Drive' };
    const { data } = await serviceWith(care).settings({ lang: 'fr', currency: 'INR' });
    expect(data).toMatchObject({ contact: care.phone, email: care.email, address: care.address });
  });

  it('is the stored rows’ only while a shop has no legal details, in the request’s language', async () => {
    const { data } = await serviceWith(null).settings({ lang: 'fr', currency: 'INR' });
    expect(data).toMatchObject({
      contact: '+91 98765 43210',
      email: 'hello@aurelle.example',
      address: '12 rue des Gemmes, Mumbai',
      pod_status: true,
      pod_cap_inr_paise: 50_000_00,
      quote_email: 'hello@aurelle.example',
      launch_at: '2025-01-28T12:50:00',
    });
  });
});
