import { readFileSync } from 'node:fs';
import { expect, type Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** Anything printed as money: a rupee sign or an amount with paise. */
export const MONEY = /₹|\d\.\d{2}\b/;

/** A PDF's text, its pages joined, and how many pages it has. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes), {
    mergePages: true,
  });
  return { text, pages: totalPages };
}

/** A downloaded PDF's text, its pages joined, and how many pages it has. */
export async function pdfOf(download: Download): Promise<{ text: string; pages: number }> {
  return pdfText(new Uint8Array(readFileSync((await download.path()) ?? '')));
}
