// Picks a chart for a result when its shape fits, and draws it with Chart.js (the WebJar's UMD
// build, loaded before this module as window.Chart):
//   line: the first column is a date, year or month series and every other column is a number;
//   bar:  one text column and one number column;
//   none: anything else, a single row, or more than MAX_CATEGORIES rows.

export const MAX_CATEGORIES = 50;

const TIME_NAME = /^(year|month|date|day|week|quarter|period|time|timestamp)s?\b|_(year|month|date|day|week|quarter)$/i;
const TIME_TYPE = /date|time/i;
const TIME_VALUE = /^\d{4}(-(0[1-9]|1[0-2]|Q[1-4]|W\d{2})(-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?)?)?$/;

function isNumberColumn(rows, index) {
  let seen = false;
  for (const row of rows) {
    const v = row[index];
    if (v === null || v === undefined) continue;
    if (typeof v !== 'number') return false;
    seen = true;
  }
  return seen;
}

function isTimeColumn(name, type, rows) {
  const values = rows.map((r) => r[0]).filter((v) => v !== null && v !== undefined);
  if (values.length === 0) return false;
  if (!values.every((v) => TIME_VALUE.test(String(v)))) return false;
  const named = TIME_NAME.test(name) || TIME_TYPE.test(type || '');
  return named || values.every((v) => typeof v === 'string' && v.length > 4);
}

/** @returns 'line', 'bar' or null for the answer's columns, column types and rows */
export function chartKind(columns, types, rows) {
  if (!rows || rows.length < 2 || columns.length < 2 || rows.length > MAX_CATEGORIES) return null;
  const others = columns.slice(1).map((_, i) => i + 1);
  if (isTimeColumn(columns[0], (types || [])[0], rows) && others.every((i) => isNumberColumn(rows, i))) return 'line';
  if (columns.length === 2 && !isNumberColumn(rows, 0) && isNumberColumn(rows, 1)) return 'bar';
  return null;
}

const COLORS = ['#2f5bea', '#e8833a', '#2a9d8f', '#c8553d', '#8e6bd6', '#6c757d'];

/** Draws the chart into a new figure, or returns null when no chart fits. */
export function resultChart(columns, types, rows) {
  const kind = chartKind(columns, types, rows);
  if (!kind || typeof window.Chart !== 'function') return null;
  const figure = document.createElement('figure');
  figure.className = 'chart';
  const box = document.createElement('div');
  box.className = 'chart-box';
  const canvas = document.createElement('canvas');
  canvas.setAttribute('role', 'img');
  const described = columns.slice(1).join(', ') + ' by ' + columns[0];
  canvas.setAttribute('aria-label', `${kind === 'bar' ? 'Bar' : 'Line'} chart of ${described}`);
  box.append(canvas);
  const caption = document.createElement('figcaption');
  caption.className = 'muted small';
  caption.textContent = `${kind === 'bar' ? 'Bar' : 'Line'} chart: ${described}`;
  figure.append(box, caption);
  const datasets = columns.slice(1).map((name, i) => ({
    label: name,
    data: rows.map((r) => r[i + 1]),
    backgroundColor: kind === 'bar' ? COLORS[i % COLORS.length] + 'cc' : COLORS[i % COLORS.length] + '33',
    borderColor: COLORS[i % COLORS.length],
    borderWidth: 2,
    tension: 0.25,
    fill: false,
    pointRadius: 3,
  }));
  // Chart.js measures its parent, so the figure is drawn once it is in the document.
  figure.draw = () => new window.Chart(canvas, {
    type: kind,
    data: { labels: rows.map((r) => String(r[0])), datasets },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { display: datasets.length > 1 } },
      scales: { y: { beginAtZero: kind === 'bar' } },
    },
  });
  figure.dataset.kind = kind;
  return figure;
}
