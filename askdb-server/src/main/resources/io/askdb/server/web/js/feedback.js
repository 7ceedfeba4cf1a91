// Thumbs up / down on an answer, posted to /api/feedback. Down opens a box for corrected SQL.
import { postJson } from './api.js';

function node(tag, className, text) {
  const n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  return n;
}

let boxes = 0;

const SVG = 'http://www.w3.org/2000/svg';

/** A thumb drawn as SVG (no emoji font is needed); pointing down when down is true. */
function thumb(down) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M1 7h3v8H1zM5.5 7.2 8.6 1c1.2 0 2 .9 2 2.1V6h3.3c1 0 1.7.9 1.5 1.8l-1.3 5.9c-.2.8-.8 1.3-1.6 1.3H5.5z');
  path.setAttribute('fill', 'currentColor');
  if (down) path.setAttribute('transform', 'rotate(180 8 8)');
  svg.append(path);
  return svg;
}

export function feedbackBar(answer, datasource) {
  const bar = node('div', 'feedback');
  const label = node('span', 'muted small', 'Was this right?');
  const up = node('button', 'thumb thumb-up');
  up.append(thumb(false), document.createTextNode(' Yes'));
  up.type = 'button';
  up.setAttribute('aria-label', 'Thumbs up: the answer is right');
  const down = node('button', 'thumb thumb-down');
  down.append(thumb(true), document.createTextNode(' No'));
  down.type = 'button';
  down.setAttribute('aria-label', 'Thumbs down: the answer is wrong');
  down.setAttribute('aria-expanded', 'false');
  const status = node('p', 'feedback-status small');
  status.setAttribute('role', 'status');

  const form = node('form', 'correction');
  form.hidden = true;
  const id = `correction-${++boxes}`;
  const sqlLabel = node('label', 'small', 'Corrected SQL (optional; the guard checks it before it is kept)');
  sqlLabel.htmlFor = id;
  const sql = node('textarea', 'mono');
  sql.id = id;
  sql.rows = 4;
  sql.value = answer.sql || '';
  const commentLabel = node('label', 'small', 'What was wrong? (optional)');
  commentLabel.htmlFor = id + '-comment';
  const comment = node('input');
  comment.id = id + '-comment';
  comment.maxLength = 2000;
  const send = node('button', 'primary small', 'Send feedback');
  send.type = 'submit';
  form.append(sqlLabel, sql, commentLabel, comment, send);

  const body = (rating) => {
    const b = { history_id: answer.history_id, rating };
    if (datasource) b.datasource = datasource;
    return b;
  };

  async function post(request, done) {
    up.disabled = down.disabled = send.disabled = true;
    status.className = 'feedback-status small';
    status.textContent = 'Sending\u2026';
    try {
      const result = await postJson('/api/feedback', request);
      status.classList.add('ok');
      status.textContent = done(result);
      form.hidden = true;
    } catch (e) {
      status.classList.add('problem');
      status.textContent = `Feedback not saved: ${e.message}`;
      up.disabled = down.disabled = send.disabled = false;
    }
  }

  up.addEventListener('click', () => {
    up.setAttribute('aria-pressed', 'true');
    post(body('up'), (r) => r.example_added
      ? 'Thanks! Saved, and the question and SQL were added as a verified example.'
      : 'Thanks! Your thumbs-up was saved.');
  });
  down.addEventListener('click', () => {
    form.hidden = !form.hidden;
    down.setAttribute('aria-expanded', String(!form.hidden));
    if (!form.hidden) sql.focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const request = body('down');
    const corrected = sql.value.trim();
    if (corrected && corrected !== (answer.sql || '').trim()) request.corrected_sql = corrected;
    if (comment.value.trim()) request.comment = comment.value.trim();
    down.setAttribute('aria-pressed', 'true');
    post(request, (r) => r.corrected_sql
      ? 'Thanks! Saved with your corrected SQL (the guard approved it).'
      : 'Thanks! Your thumbs-down was saved.');
  });
  if (answer.status !== 'answered' || !answer.sql) up.disabled = true;
  bar.append(label, up, down, status, form);
  return bar;
}
