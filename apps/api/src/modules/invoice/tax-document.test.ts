import { describe, expect, it } from 'vitest';
import { articleParticulars, renderTaxDocument } from './tax-document-pdf.ts';
import {
  allocate,
  amountInWords,
  creditNoteDocument,
  documentNumber,
  financialYear,
  gstStateOf,
  invoiceDocument,
  invoiceNamesRecipient,
  lineMetal,
  purityMark,
  taxLine,
  type TaxLine,
} from './tax-document.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { DEMO_LEGAL_DETAILS } from '../../../test/seller-fixtures.ts';

describe('an invoice number', () => {
  it('belongs to India’s financial year, April to March, by India’s date', () => {
    expect(financialYear(new Date('2026-11-28T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('26-27');
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });

  it('fills Rule 46’s 16 characters, credit notes in a series of their own', () => {
    expect(documentNumber('invoice', 'AUR', '26-27', 42)).toBe('AUR/26-27/000042');
    expect(documentNumber('credit_note', 'AUR', '26-27', 7)).toBe('AUR/26-27/C00007');
    expect(documentNumber('invoice', 'AURE', '26-27', 1)).toBe('AURE/26-27/00001');
    expect(documentNumber('invoice', 'A', '26-27', 123_456)).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });
});

describe('taxes on a line', () => {
  it('take the taxable value out of the price with GST and split the rest', () => {
    // ₹1,030 with 3 % GST: ₹1,000 taxable, ₹15 + ₹15.
    expect(
      taxLine(
        {
          lineId: 'a',
          description: 'Band',
          sku: 'B-1',
          hsn: '7113',
          huids: [],
          quantity: 1,
          gross: 103_000,
          discount: 0,
        },
        false,
      ),
    ).toMatchObject({
      value: 100_000,
      discount: 0,
      taxable: 100_000,
      cgst: 1_500,
      sgst: 1_500,
      igst: 0,
      total: 103_000,
    });
  });

  it('add up to the paisa whatever the rounding, within a state or between states', () => {
    for (const gross of [1, 99, 100_001, 1_234_567, 99_999_999])
      for (const discount of [0, 1, 12_345 % gross])
        for (const interState of [false, true]) {
          const line = taxLine(
            {
              lineId: null,
              description: '',
              sku: '',
              hsn: '7113',
              huids: [],
              quantity: 1,
              gross,
              discount,
            },
            interState,
          );
          expect(line.value - line.discount).toBe(line.taxable);
          expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(gross - discount);
          expect(line.total).toBe(gross - discount);
          if (interState) expect(line.cgst + line.sgst).toBe(0);
          else expect(Math.abs(line.cgst - line.sgst)).toBeLessThanOrEqual(1);
        }
  });
});

describe('sharing a coupon', () => {
  it('shares in proportion and adds up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 7])).toEqual([0, 0]);
    const shares = allocate(184_586, [1_234_567, 666_666, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(184_586);
    expect(shares[2]).toBe(0);
  });
});

describe('the amount in words', () => {
  it('counts in lakh and crore, with paise', () => {
    expect(amountInWords(12_345_670)).toBe(
      'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Seventy Paise Only',
    );
    expect(amountInWords(1_000_000_000)).toBe('One Crore Rupees Only');
    expect(amountInWords(29)).toBe('Zero Rupees And Twenty Nine Paise Only');
    expect(amountInWords(100)).toBe('One Rupee Only');
  });
});

describe('the place of supply', () => {
  it('is the delivery state’s GST code, by any of its usual names; none outside India', () => {
    expect(gstStateOf({ state: 'Karnataka', country: 'India' })).toBe('29');
    expect(gstStateOf({ state: 'Jammu & Kashmir', country: 'India' })).toBe('01');
    expect(gstStateOf({ state: 'Orissa', country: 'IN' })).toBe('21');
    expect(gstStateOf({ state: 'NCT of Delhi', country: 'India' })).toBe('07');
    expect(gstStateOf({ state: 'Île-de-France', country: 'France' })).toBeNull();
  });
});

describe('the recipient (CGST Rules, Rule 46)', () => {
  it('names the recipient from a taxable value of ₹50,000: a GST-inclusive total of ₹51,500', () => {
    expect(invoiceNamesRecipient(5_150_000)).toBe(true);
    expect(invoiceNamesRecipient(5_149_999)).toBe(false);
    expect(invoiceNamesRecipient(20_000_000)).toBe(true);
    expect(invoiceNamesRecipient(0)).toBe(false);
  });
});

describe('a hallmarked article on the bill (BIS)', () => {
  const seller = DEMO_LEGAL_DETAILS;
  const ring = {
    lineId: 'ring',
    description: 'Tara Solitaire Ring',
    sku: 'TAR-18',
    hsn: '7113',
    huids: ['AB12CD', 'EF34GH'],
    quantity: 2,
    gross: 4_200_000,
  };
  const studs = { ...ring, lineId: 'studs', description: 'Pearl Studs', huids: [], quantity: 1 };
  const issue = (lines: Parameters<typeof invoiceDocument>[0]['lines']) =>
    invoiceDocument({
      number: 'AUR/26-27/000042',
      issuedAt: new Date('2026-11-28T10:00:00Z'),
      orderNumber: 'AUR-100042',
      seller,
      delivery: {
        name: 'Asha Rao',
        address1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zipCode: '560001',
      },
      lines,
      discount: 0,
    });

  it('states purity in karats and fineness, platinum and silver by their grade', () => {
    expect(purityMark('gold-24k')).toBe('24 KT / 999');
    expect(purityMark('gold-22k')).toBe('22 KT / 916');
    expect(purityMark('gold-18k')).toBe('18 KT / 750');
    expect(purityMark('gold-14k')).toBe('14 KT / 585');
    expect(purityMark('platinum-950')).toBe('Pt 950');
    expect(purityMark('silver-925')).toBe('925');
    expect(lineMetal(null, null)).toBeUndefined();
    expect(lineMetal('gold-18k', null)).toBeUndefined();
  });

  it('keeps the net weight, purity and charge per piece on the issued line; the amounts do not change', () => {
    const plain = issue([ring, studs]);
    const hallmarked = issue([
      {
        ...ring,
        metal: lineMetal('gold-18k', 3_250),
        hallmarking: { perPiece: 4_500, pieces: 2 },
      },
      studs,
    ]);
    expect(hallmarked.lines[0]).toMatchObject({
      metal: { metal: 'gold-18k', netWeightMg: 3_250, purity: '18 KT / 750' },
      hallmarking: { perPiece: 4_500, pieces: 2 },
    });
    // A line of no metal, not hallmarked, carries neither field.
    expect(hallmarked.lines[1]).not.toHaveProperty('metal');
    expect(hallmarked.lines[1]).not.toHaveProperty('hallmarking');
    expect(hallmarked.totals).toEqual(plain.totals);
    expect(hallmarked.lines.map((l) => l.taxable)).toEqual(plain.lines.map((l) => l.taxable));
    // As kept: the document is plain JSON, and reads back the same.
    expect(JSON.parse(JSON.stringify(hallmarked))).toEqual(hallmarked);
  });

  it('describes the credited articles as the invoice did, the charge for the pieces credited', () => {
    const invoice = issue([
      {
        ...ring,
        metal: lineMetal('platinum-950', 5_100),
        hallmarking: { perPiece: 4_500, pieces: 2 },
      },
      studs,
    ]);
    const note = creditNoteDocument({
      number: 'AUR/26-27/C00007',
      issuedAt: new Date('2026-12-02T10:00:00Z'),
      invoice,
      amount: 2_100_000,
      refundedLines: [{ lineId: 'ring', quantity: 1 }],
      reason: 'Goods returned',
    });
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({
      quantity: 1,
      metal: { metal: 'platinum-950', netWeightMg: 5_100, purity: 'Pt 950' },
      hallmarking: { perPiece: 4_500, pieces: 1 },
    });
  });

  it('prints them under the line; a document issued without them prints as it did', async () => {
    const line = (over: Partial<TaxLine>): TaxLine => ({
      ...taxLine({ ...ring, discount: 0 }, false),
      ...over,
    });
    const metal = lineMetal('gold-18k', 3_250);
    expect(
      articleParticulars(line({ metal, hallmarking: { perPiece: 4_500, pieces: 2 } }), 'invoice'),
    ).toEqual([
      'Net weight 3.250 g each (6.500 g)',
      'Purity 18 KT / 750',
      'Hallmarking charges ₹45.00 × 2 pcs = ₹90.00, included in the value',
    ]);
    expect(
      articleParticulars(
        line({ quantity: 1, metal, hallmarking: { perPiece: 5_000, pieces: 1 } }),
        'credit_note',
      ),
    ).toEqual([
      'Net weight 3.250 g',
      'Purity 18 KT / 750',
      'Hallmarking charges as invoiced: ₹50.00 × 1 pc = ₹50.00',
    ]);
    expect(articleParticulars(line({}), 'invoice')).toEqual([]);

    // A document as kept before bills carried these fields: no `metal`, no `hallmarking`.
    const old = issue([ring, studs]);
    expect(old.lines[0]).not.toHaveProperty('metal');
    const text = await textOf(await renderTaxDocument(old));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('HUID AB12CD');
    expect(text).toContain('Eighty Four Thousand Rupees Only');
    expect(text).not.toMatch(/Net weight|Purity|Hallmarking/);
  });
});
