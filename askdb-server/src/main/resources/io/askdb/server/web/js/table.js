// The result as a table: click a header to sort (again to reverse), 25 rows a page, CSV download.
import { downloadCsv } from './csv.js';

export const PAGE_SIZE = 25;

function compare(a, b) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function cellText(value) {
  if (value === null || value === undefined) return '';
  // a sum of floating-point amounts (40.589999999999996) is shown as the amount it is (40.59)
  if (typeof value === 'number' && !Number.isInteger(value)) return String(Number(value.toPrecision(12)));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** "25 rows", "1000 of 200,000 rows (cut at the row cap)", "40 rows (cut at the size cap)". */
function rowsSummary(shown, truncated, total, cause) {
  const rows = `${shown} row${shown === 1 ? '' : 's'}`;
  if (!truncated) return rows;
  if (shown === 0) return cause === 'byte_cap' ? 'No row shown: the first row alone is over the size cap (the result is not empty)'
    : 'No row shown: a cap cut the result before its first row (the result is not empty)';
  if (cause === 'byte_cap') return `${rows} (cut at the size cap)`;
  return typeof total === 'number' && total > shown
    ? `${shown} of ${total.toLocaleString('en-US')} rows (cut at the row cap)` : `${rows} (cut at the row cap)`;
}

/** Builds the table section for columns and rows; returns the element. */
export function resultTable(columns, rows, truncated, total = null, cause = null) {
  const state = { rows: rows.slice(), page: 0, sortColumn: -1, ascending: true };
  const section = document.createElement('section');
  section.className = 'result';
  section.setAttribute('aria-label', 'Result table');

  const toolbar = document.createElement('div');
  toolbar.className = 'result-toolbar';
  const summary = document.createElement('span');
  summary.className = 'muted small';
  summary.textContent = rowsSummary(rows.length, truncated, total, cause);
  const csv = document.createElement('button');
  csv.type = 'button';
  csv.className = 'ghost small csv-download';
  csv.textContent = 'Download CSV';
  csv.addEventListener('click', () => downloadCsv('askdb-result.csv', columns, state.rows));
  toolbar.append(summary, csv);

  const scroller = document.createElement('div');
  scroller.className = 'table-scroll';
  const table = document.createElement('table');
  const thead = table.createTHead();
  const headRow = thead.insertRow();
  const tbody = table.createTBody();
  const headers = columns.map((name, index) => {
    const th = document.createElement('th');
    th.scope = 'col';
    th.setAttribute('aria-sort', 'none');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort';
    button.textContent = name;
    button.setAttribute('aria-label', `Sort by ${name}`);
    button.addEventListener('click', () => sortBy(index));
    th.append(button);
    headRow.append(th);
    return th;
  });
  scroller.append(table);

  const pager = document.createElement('nav');
  pager.className = 'pager';
  pager.setAttribute('aria-label', 'Result pages');
  const previous = pagerButton('Previous', () => show(state.page - 1));
  const position = document.createElement('span');
  position.className = 'muted small page-position';
  position.setAttribute('aria-live', 'polite');
  const next = pagerButton('Next', () => show(state.page + 1));
  pager.append(previous, position, next);

  function sortBy(index) {
    state.ascending = state.sortColumn === index ? !state.ascending : true;
    state.sortColumn = index;
    const sign = state.ascending ? 1 : -1;
    state.rows.sort((r1, r2) => {
      const c = compare(r1[index], r2[index]);
      if (r1[index] === null || r2[index] === null) return c;
      return sign * c;
    });
    headers.forEach((th, i) => th.setAttribute('aria-sort', i !== index ? 'none' : state.ascending ? 'ascending' : 'descending'));
    show(0);
  }

  function show(page) {
    const pages = Math.max(1, Math.ceil(state.rows.length / PAGE_SIZE));
    state.page = Math.min(Math.max(page, 0), pages - 1);
    const start = state.page * PAGE_SIZE;
    const slice = state.rows.slice(start, start + PAGE_SIZE);
    tbody.textContent = '';
    for (const row of slice) {
      const tr = tbody.insertRow();
      row.forEach((value) => {
        const td = tr.insertCell();
        td.textContent = cellText(value);
        if (typeof value === 'number') td.className = 'number';
        if (value === null) td.className = 'null';
      });
    }
    position.textContent = state.rows.length === 0 ? 'No rows'
      : `Rows ${start + 1}-${start + slice.length} of ${state.rows.length}`;
    previous.disabled = state.page === 0;
    next.disabled = state.page >= pages - 1;
    pager.hidden = pages === 1;
  }

  show(0);
  section.append(toolbar, scroller, pager);
  return section;
}

function pagerButton(label, onClick) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ghost small';
  button.textContent = label;
  button.addEventListener('click', onClick);
  return button;
}
