/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by line breaks, and a field in
 * double quotes when it holds a comma, a quote (doubled) or a line break. Spreadsheets export
 * this, so the parser also takes their habits: a UTF-8 byte order mark, LF or CR line breaks as
 * well as CRLF, and blank lines.
 */

export class CsvError extends Error {
  override readonly name = 'CsvError';

  constructor(
    message: string,
    /** The 1-based line of the text where the problem is. */
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * The records of a CSV text, each a list of fields, as written (no trimming). Empty lines are
 * skipped, or with `keepBlankLines` read as records without fields (so that records keep the
 * row numbers a spreadsheet shows). A quote inside an unquoted field is kept as it is, as
 * spreadsheets do. Throws a `CsvError` naming the line of a quote left open, or of text after a
 * closing quote.
 */
export function parseCsv(text: string, { keepBlankLines = false } = {}): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  // start: nothing of the field read yet; plain: an unquoted field; quoted: inside quotes;
  // closed: just after a field's closing quote.
  let state: 'start' | 'plain' | 'quoted' | 'closed' = 'start';
  let line = 1;
  let openedOn = 1;

  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };

  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (state === 'quoted') {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          state = 'closed';
        }
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        field += char;
      }
      continue;
    }
    if (state === 'start' && char === '"') {
      state = 'quoted';
      openedOn = line;
      continue;
    }
    const breaksLine = char === '\n' || char === '\r';
    if (state === 'closed' && char !== ',' && !breaksLine) {
      throw new CsvError(`Line ${line}: a closing quote must be followed by a comma or the end of the line.`, line);
    }
    if (char === ',') {
      record.push(field);
      field = '';
      state = 'start';
    } else if (breaksLine) {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      const blank = state === 'start' && record.length === 0;
      if (!blank) endRecord();
      else if (keepBlankLines) records.push([]);
      state = 'start';
      line += 1;
    } else {
      field += char;
      state = 'plain';
    }
  }
  if (state === 'quoted') throw new CsvError(`A quoted field opened on line ${openedOn} is never closed.`, openedOn);
  if (state !== 'start' || record.length > 0) endRecord();
  return records;
}

/** A field as CSV: in quotes when it holds a comma, a quote, a line break, or space at either end. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Records as CSV text, lines ended with CRLF as RFC 4180 asks. */
export function toCsv(records: ReadonlyArray<readonly string[]>): string {
  // A record of one empty field is written "" so that it is not read back as a blank line.
  return records.map((record) => `${record.length === 1 && record[0] === '' ? '""' : record.map(csvField).join(',')}\r\n`).join('');
}
