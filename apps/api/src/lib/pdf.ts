import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// The shop's documents (invoices, credit notes, packing slips) are drawn by pdfmake in Noto Sans,
// embedded: the standard PDF fonts have no ₹. Nothing is fetched or read from disk while a
// document is drawn: the fonts sit in pdfmake's virtual file system, and every other URL or path
// is refused. Importing this file loads pdfmake and the fonts: callers import it when they first
// draw, not with the server.
const require = createRequire(import.meta.url);
const font = (file: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`));
// The virtual file system is pdfmake's documented way to hand it fonts; its types omit it.
const { virtualfs } = pdfmake as unknown as {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
};
virtualfs.writeFileSync('NotoSans-Regular.ttf', font('400Regular/NotoSans_400Regular.ttf'));
virtualfs.writeFileSync('NotoSans-Bold.ttf', font('700Bold/NotoSans_700Bold.ttf'));
pdfmake.setFonts({
  NotoSans: {
    normal: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
    italics: 'NotoSans-Regular.ttf',
    bolditalics: 'NotoSans-Bold.ttf',
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** The documents' colours: ink, secondary text, hairlines. */
export const INK = '#1f1f1f';
export const MUTED = '#6b6b6b';
export const RULE = '#d9d4cc';

/** The documents' page: A4, their margins, Noto Sans at 8.5 pt in ink. */
export const PAGE = {
  pageSize: 'A4',
  pageMargins: [40, 40, 40, 48],
  defaultStyle: { font: 'NotoSans', fontSize: 8.5, color: INK, lineHeight: 1.25 },
} as const satisfies Partial<TDocumentDefinitions>;

/** India's date of a moment: "28 Nov 2026". */
export const indianDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** Rupees as the documents print them: "₹1,23,456.78". */
export const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

/** A document drawn: the same definition always gives the same bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer);
}
