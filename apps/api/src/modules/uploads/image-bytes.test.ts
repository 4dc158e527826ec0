import { describe, expect, it } from 'vitest';
import { containsMarkup, sniffImageType } from './image-bytes';

/** An ISO media file's first box: `ftyp`, its major brand, a version, then its compatible brands. */
function ftyp(major: string, compatible: string[]): Buffer {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(16)]);
}

describe('sniffImageType', () => {
  it('names the format by its magic number', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageType(Buffer.from('GIF89a....', 'latin1'))).toBe('gif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('tells AVIF from the other HEIF files, whichever brand comes first', () => {
    expect(sniffImageType(ftyp('avif', ['mif1', 'miaf']))).toBe('avif');
    expect(sniffImageType(ftyp('mif1', ['miaf', 'avif']))).toBe('avif');
    expect(sniffImageType(ftyp('heic', ['mif1', 'heic']))).toBe('heic');
    expect(sniffImageType(ftyp('isom', ['mp41']))).toBeUndefined();
  });
});

describe('containsMarkup', () => {
  it('finds HTML, SVG and script anywhere, in any case', () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const markup of [
      '<HTML>',
      '<script src=x>',
      '<svg width="1">',
      '<Svg>',
      '<!DOCTYPE html>',
      '<iframe',
      'JavaScript:alert(1)',
      '<body onload=x>',
    ]) {
      expect(containsMarkup(Buffer.concat([jpegStart, Buffer.alloc(1000, 7), Buffer.from(markup)])), markup).toBe(true);
    }
  });

  it("leaves a camera's XMP metadata alone", () => {
    const xmp =
      '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><?xml version="1.0"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>';
    expect(containsMarkup(Buffer.from(xmp))).toBe(false);
    expect(containsMarkup(Buffer.from('<svgfile>'))).toBe(false);
  });
});
