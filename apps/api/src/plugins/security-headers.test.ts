import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers.ts';

describe('computeSecurityHeaders', () => {
  it('gives the headers helmet sets, with our content security policy', () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], frameSrc: ['https://player.vimeo.com'] },
      },
      hsts: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain('frame-src https://player.vimeo.com');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when asked (production)', () => {
    expect(computeSecurityHeaders({ hsts: true })['strict-transport-security']).toMatch(/max-age=/);
  });
});
