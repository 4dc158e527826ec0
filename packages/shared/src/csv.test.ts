import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads fields separated by commas and records by CRLF, LF or CR', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('name,description\r\n"Tee, heavy","Says ""hi""\r\non two lines"\r\n')).toEqual([
      ['name', 'description'],
      ['Tee, heavy', 'Says "hi"\r\non two lines'],
    ]);
  });

  it('keeps empty fields, quoted or not, and spaces as written', () => {
    expect(parseCsv('a,,"", b ,\n')).toEqual([['a', '', '', ' b ', '']]);
    expect(parseCsv('""\n')).toEqual([['']]);
  });

  it('skips blank lines and a byte order mark', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('a\n\n"b\nc"\n\r\nd', { keepBlankLines: true })).toEqual([['a'], [], ['b\nc'], [], ['d']]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('5" hat,x')).toEqual([['5" hat', 'x']]);
  });

  it('names the line of a quote never closed, and of text after a closing quote', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvError('A quoted field opened on line 2 is never closed.', 2));
    const error = (() => {
      try {
        parseCsv('a\n"multi\nline" tail,b');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).line).toBe(3);
  });
});

describe('toCsv', () => {
  it('quotes only the fields that need it, and ends lines with CRLF', () => {
    expect(toCsv([['plain', 'with, comma', 'say "hi"', 'two\nlines', ' padded', ''], ['']])).toBe(
      'plain,"with, comma","say ""hi""","two\nlines"," padded",\r\n""\r\n',
    );
  });

  it('is read back as written, whatever the fields hold', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', 'é', '=') });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { maxLength: 6 }), (records) => {
        expect(parseCsv(toCsv(records))).toEqual(records);
      }),
    );
  });
});
