// Thumbs up / down on an answer, posted to /api/feedback. Down opens a box for corrected SQL.
import { postJson } from './api.js';

function node(tag, className, text) {
  const n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  return n;
}

let boxes = 0;

export function feedbackBar(answer, datasource) {
  const bar = node('div', 'feedback');
  const label = node('span', 'muted small', 'Was this right?');
  const up = node('button', 'thumb thumb-up', '\u{1F44D}');
  up.type = 'button';
  up.setAttribute('aria-label', 'Thumbs up: the answer is right');
  const down = node('button', 'thumb thumb-down', '\u{1F44E}');
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
