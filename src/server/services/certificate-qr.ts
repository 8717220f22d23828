/**
 * The QR code printed on a certificate: its verification page's URL, drawn as SVG on the
 * server by `qrcode` (no network, nothing for the browser to load but the image). Medium error
 * correction and a four-module quiet zone, so a photo of a printed page still reads.
 */
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const;

/** The QR code of `text` as an SVG document (square, black on white, scalable). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
}

/** The same QR code as a PNG (`scale` pixels a module), for tests that decode it. */
export function qrPng(text: string, scale = 4): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', scale });
}
