/**
 * What an uploaded file is, read from its bytes alone: its claimed type and name are the
 * sender's word, and a browser or an image library trusts the bytes.
 */

/** The formats an upload may be. */
export type AcceptedImageType = 'jpeg' | 'png' | 'webp' | 'avif';
/** Formats recognised only to refuse them by name. */
export type RefusedImageType = 'gif' | 'heic' | 'bmp' | 'tiff';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The brands of an ISO media file's `ftyp` box (major first), or [] when it has none. */
function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The image format the file's first bytes (its magic number) say, or undefined for anything else. */
export function sniffImageType(bytes: Buffer): AcceptedImageType | RefusedImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (head.startsWith('BM')) return 'bmp';
  if (head.startsWith('II*\0') || head.startsWith('MM\0*')) return 'tiff';
  return undefined;
}

/**
 * Markup a browser would run or render if it ever took the file for a page or a vector image:
 * a polyglot starts like a JPEG or PNG and carries HTML or script further on. The patterns are
 * five bytes or more so that a photo's compressed data matches one by chance about once in
 * ten thousand 5 MB files. NOTE: not `<?xml`, which a camera's XMP metadata may hold.
 */
const MARKUP = /<(?:html|head|body|script|iframe|object|embed|svg[\s/>]|math[\s>]|!doctype|\?php|meta[\s/])|javascript:/i;

/** Whether the bytes hold HTML, SVG or script anywhere. */
export function containsMarkup(bytes: Buffer): boolean {
  // latin1 maps each byte to one character, so the scan sees every byte and never fails to decode.
  return MARKUP.test(bytes.toString('latin1'));
}
