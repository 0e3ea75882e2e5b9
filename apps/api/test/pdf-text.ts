import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, its pages joined, and how many pages it has. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return { text, pages: totalPages };
}

/** A PDF's text, its pages joined. */
export async function textOf(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfText(pdf)).text;
}
