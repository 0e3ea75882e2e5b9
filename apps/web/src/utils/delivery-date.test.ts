import { describe, expect, it } from 'vitest';
import { expectedDeliveryDate, formatDeliveryDate } from './delivery-date.ts';

const at = (iso: string) => new Date(`${iso}T10:00:00`);

describe('expected delivery (spec §2, §9: 14 days, ordinal day and short month)', () => {
  it('is 14 days after today, across a month and a year end', () => {
    expect(formatDeliveryDate(expectedDeliveryDate(at('2026-11-21')))).toBe('5th Dec');
    expect(formatDeliveryDate(expectedDeliveryDate(at('2026-12-20')))).toBe('3rd Jan');
    expect(formatDeliveryDate(expectedDeliveryDate(at('2027-02-20')))).toBe('6th Mar');
  });

  it.each([
    ['2026-03-01', '1st Mar'],
    ['2026-03-02', '2nd Mar'],
    ['2026-03-03', '3rd Mar'],
    ['2026-03-04', '4th Mar'],
    ['2026-03-11', '11th Mar'],
    ['2026-03-12', '12th Mar'],
    ['2026-03-13', '13th Mar'],
    ['2026-03-21', '21st Mar'],
    ['2026-03-22', '22nd Mar'],
    ['2026-03-23', '23rd Mar'],
    ['2026-03-31', '31st Mar'],
  ])('writes %s as %s', (iso, text) => {
    expect(formatDeliveryDate(at(iso))).toBe(text);
  });

  it('uses the French short form in French', () => {
    expect(formatDeliveryDate(at('2026-12-05'), 'fr')).toBe('5 déc.');
  });
});
