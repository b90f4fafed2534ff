// Uploaded logos (developer-portal.md §5, §9): PNG or JPEG by their bytes, at most 1 MB, with
// thumbnails at width 50 and 75 (quality 100) made by sharp.
import { badRequest } from '../../http/errors';
import { IMAGE_FORMAT_MESSAGE } from '../../../../contract/images';

export const THUMB_WIDTHS = [50, 75] as const;
export type ThumbWidth = (typeof THUMB_WIDTHS)[number];
/** Decoding a larger picture could exhaust memory (a "decompression bomb"). */
const MAX_PIXELS = 40_000_000;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function imageContentType(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  return undefined;
}

export interface ProcessedImage {
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  thumbs: Record<ThumbWidth, Buffer>;
}

/** Checks the bytes and makes the thumbnails; a picture that is not PNG/JPEG is refused with §5's message. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const contentType = imageContentType(bytes);
  if (!contentType) throw badRequest(IMAGE_FORMAT_MESSAGE);
  const { default: sharp } = await import('sharp'); // libvips loads with the first picture, not at start (about 30 MB)
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS });
    const { width, height } = await image.metadata();
    const thumb = (w: ThumbWidth) => {
      // A thumbnail never enlarges: a 40 px logo stays 40 px wide.
      const resized = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: w, withoutEnlargement: true });
      return (contentType === 'image/png' ? resized.png() : resized.jpeg({ quality: 100 })).toBuffer();
    };
    const [thumb50, thumb75] = await Promise.all([thumb(50), thumb(75)]);
    if (!width || !height) throw new Error('no size');
    return { contentType, width, height, thumbs: { 50: thumb50, 75: thumb75 } };
  } catch {
    // The right magic bytes but not a readable picture.
    throw badRequest(IMAGE_FORMAT_MESSAGE);
  }
}
