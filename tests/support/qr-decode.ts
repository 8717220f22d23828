/**
 * Reads a QR code the way a phone's camera would: the image (SVG or PNG) rasterised by sharp,
 * its pixels decoded by jsQR. Tests of the printed certificate's QR code use it.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text a QR code image holds, or null when no code can be read in it. */
export async function decodeQr(image: Buffer | string): Promise<string | null> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  const { data, info } = await sharp(input, { density: 300 })
    .resize(480, 480, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found?.data ?? null;
}
