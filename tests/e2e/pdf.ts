import fs from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a downloaded PDF, every run of white space one space (what a reader would copy). */
export async function pdfText(file: string): Promise<string> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((x: any) => x.str ?? '').join(' ') + '\n';
  return text.replace(/\s+/g, ' ');
}
