/**
 * A block copied from a spreadsheet: rows by line, cells by tab (a trailing line break ends the last row, and a cell
 * a spreadsheet quoted loses its quotes).
 */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n')
  return lines.map((line) => line.split('\t').map((cell) => cell.trim().replace(/^"([^]*)"$/, '$1')))
}
