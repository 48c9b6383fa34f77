/** The text of a PDF as a reader would copy it, for tests of the PDFs the provider and the app build. */
import fs from 'node:fs';

/** The page count and the text of a PDF (the bytes, or the path of a downloaded file), every run of white space one space. */
export async function pdfDocument(source: Uint8Array | string): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = typeof source === 'string' ? new Uint8Array(fs.readFileSync(source)) : source;
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((it: any) => ('str' in it ? it.str : '')).join(' ') + '\n';
  }
  return { pages: doc.numPages, text: text.replace(/\s+/g, ' ') };
}

/** The text of a PDF (the bytes, or the path of a downloaded file), every run of white space one space. */
export async function pdfText(source: Uint8Array | string): Promise<string> {
  return (await pdfDocument(source)).text;
}
