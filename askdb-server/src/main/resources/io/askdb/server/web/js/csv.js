// CSV as RFC 4180 writes it: a field holding a comma, a double quote, a CR or an LF is quoted,
// and its double quotes are doubled; lines end with CRLF; null is an empty field.
// A text cell beginning with =, +, -, @, tab or CR gets a leading single quote, so a spreadsheet
// shows it as text instead of running it as a formula (OWASP "CSV Injection"); numbers, including
// negative ones, stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value) {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = "'" + text;
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

export function toCsv(columns, rows) {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** Offers the CSV as a file download. */
export function downloadCsv(filename, columns, rows) {
  const blob = new Blob(['\ufeff' + toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
