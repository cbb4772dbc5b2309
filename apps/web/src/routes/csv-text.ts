/**
 * A CSV's text for spreadsheets: papaparse quotes what needs quoting, rows end in CRLF, and a BOM lets spreadsheet
 * programs read the UTF-8 (Chinese) text. papaparse is loaded when a list is first exported, not with the list's
 * screen: it is 7 KiB gzip that most visits never use (issue 19's 60 KiB per route).
 */
export async function csvText(
  fields: readonly string[],
  data: readonly (readonly string[])[],
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return `\ufeff${Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, { newline: '\r\n' })}`;
}
