/**
 * Reading a PDF back in tests: the first page's text and its filled rectangles, and
 * the Code 128 bar/space widths of a barcode drawn as bars, to compare with bwip-js's encoding.
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfOps(bytes: Uint8Array) {
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((i: any) => i.str).join(' ');
  const ops = await page.getOperatorList();
  const rects: { x: number; y: number; w: number; h: number }[] = [];
  ops.fnArray.forEach((fn: number, i: number) => {
    if (fn !== pdfjs.OPS.constructPath) return;
    const [pathOps, args] = ops.argsArray[i] as [number[], number[]];
    let k = 0;
    for (const op of pathOps) {
      if (op === pdfjs.OPS.rectangle) {
        const [x, y, w, h] = args.slice(k, k + 4);
        rects.push({ x, y, w, h });
        k += 4;
      } else if (op === pdfjs.OPS.moveTo || op === pdfjs.OPS.lineTo) k += 2;
      else if (op === pdfjs.OPS.curveTo) k += 6;
      else if (op === pdfjs.OPS.curveTo2 || op === pdfjs.OPS.curveTo3) k += 4;
    }
  });
  return { text, rects, pages: doc.numPages };
}

/** The bar/space widths (in modules) of the barcode drawn at row y: bars are rects of one height there. */
export function barsAt(rects: { x: number; y: number; w: number; h: number }[], y: number, x0: number, x1: number): number[] {
  const bars = rects.filter((r) => Math.abs(r.y - y) < 0.01 && r.x >= x0 && r.x < x1 && Math.abs(r.h) < 40).sort((a, b) => a.x - b.x);
  const module = Math.min(...bars.map((b) => b.w));
  const widths: number[] = [];
  bars.forEach((b, i) => {
    if (i > 0) widths.push(Math.round((b.x - (bars[i - 1].x + bars[i - 1].w)) / module));
    widths.push(Math.round(b.w / module));
  });
  return widths;
}

