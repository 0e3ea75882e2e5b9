import { describe, expect, it } from 'vitest';
import { firstColumnOf, huidsOf } from './huids.ts';

describe('HUIDs as typed', () => {
  it('reads one per line or comma-separated, upper-cased, keeping each one’s line', () => {
    expect(huidsOf('ab12c4\n\nXY34Z9, QW56E7\n')).toEqual([
      { huid: 'AB12C4', line: 1 },
      { huid: 'XY34Z9', line: 3 },
      { huid: 'QW56E7', line: 3 },
    ]);
  });

  it("reads a CSV's first column and skips a header row that is not a HUID", () => {
    expect(firstColumnOf('\uFEFFhuid,weight\r\n"AB12C4",4.2\r\nXY34Z9,3.9\r\n')).toEqual([
      'AB12C4',
      'XY34Z9',
    ]);
    expect(firstColumnOf('AB12C4\nXY34Z9')).toEqual(['AB12C4', 'XY34Z9']);
  });
});
