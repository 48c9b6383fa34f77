/**
 * The lab report's QR code: the matrix `qrcode` gives for the verification address decodes back
 * to that address (jsQR, a pure-JavaScript reader, on the matrix drawn as pixels with its quiet
 * zone), and what the PDF draws is exactly that matrix's dark modules.
 */
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QUIET_ZONE, drawQr, qrMatrix, qrRuns } from '../../provider/services/report-qr.ts';

const URL_ = 'https://vinlab.example/wreports/R-1042-3';

/** The matrix as an RGBA image, `scale` pixels a module, with the quiet zone. */
function raster(matrix: boolean[][], scale = 4) {
  const side = (matrix.length + QUIET_ZONE * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / scale) - QUIET_ZONE;
      const c = Math.floor(x / scale) - QUIET_ZONE;
      if (matrix[r]?.[c]) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

/** A stand-in PDF document that records the rectangles filled black. */
function recordingDoc() {
  const pending: number[][] = [];
  const black: number[][] = [];
  const doc = {
    save: () => doc,
    restore: () => doc,
    rect: (x: number, y: number, w: number, h: number) => (pending.push([x, y, w, h]), doc),
    fill: (colour: string) => {
      if (colour === '#000000') black.push(...pending);
      pending.length = 0;
      return doc;
    },
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, black };
}

describe('lab report QR code', () => {
  it('decodes to the verification address', () => {
    const { data, side } = raster(qrMatrix(URL_));
    expect(jsQR(data, side, side)?.data).toBe(URL_);
  });

  it('another address gives another code', () => {
    const { data, side } = raster(qrMatrix(`${URL_}9`));
    expect(jsQR(data, side, side)?.data).toBe(`${URL_}9`);
  });

  it('the PDF fills exactly the dark modules of the address\'s matrix', () => {
    const matrix = qrMatrix(URL_);
    const { doc, black } = recordingDoc();
    const cell = 1;
    const size = (matrix.length + QUIET_ZONE * 2) * cell;
    drawQr(doc, URL_, 0, 0, size);
    const drawn = matrix.map((row) => row.map(() => false));
    for (const [x, y, w] of black) for (let c = x - QUIET_ZONE; c < x - QUIET_ZONE + w; c++) drawn[y - QUIET_ZONE][c] = true;
    expect(drawn).toEqual(matrix);
    expect(black).toHaveLength(qrRuns(matrix).length);
  });
});
