// One answer in the conversation: text, suggestions, SQL with Copy, chart, table, the attempts
// and critic notes, and thumbs up / down.
import { highlight } from './sql.js';
import { resultTable } from './table.js';
import { resultChart } from './charts.js';
import { feedbackBar } from './feedback.js';

export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

const STATUS_LABELS = {
  answered: 'Answered',
  unanswerable: 'Not answered',
  clarification: 'Needs clarification',
  refused: 'Refused',
  failed: 'Failed',
  timeout: 'Timed out',
  cancelled: 'Cancelled',
};

export function statusBadge(status) {
  const badge = el('span', 'badge badge-' + (status || 'unknown'), STATUS_LABELS[status] || status || 'unknown');
  return badge;
}

/** The SQL block with its Copy button. */
export function sqlBlock(sql, title) {
  const section = el('section', 'sql-block');
  section.setAttribute('aria-label', title || 'SQL');
  const head = el('div', 'block-head');
  head.append(el('span', 'block-title', title || 'SQL'));
  const copy = el('button', 'ghost small copy-sql', 'Copy');
  copy.type = 'button';
  copy.setAttribute('aria-label', 'Copy the SQL');
  copy.addEventListener('click', async () => {
    copy.textContent = (await copyText(sql)) ? 'Copied' : 'Select and copy';
    setTimeout(() => { copy.textContent = 'Copy'; }, 1500);
  });
  head.append(copy);
  const pre = el('pre', 'sql');
  const code = el('code');
  highlight(code, sql);
  pre.append(code);
  section.append(head, pre);
  return section;
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (ignored) {
    const area = el('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.append(area);
    area.select();
    const done = document.execCommand && document.execCommand('copy');
    area.remove();
    return !!done;
  }
}

/** The attempts and trace (agent steps, critic notes) in a details element. */
export function traceDetails(attempts, trace) {
  const details = el('details', 'trace');
  const critic = (trace || []).filter((s) => s.step === 'critic');
  const summary = el('summary', null, `How askdb got here: ${(attempts || []).length} attempt${(attempts || []).length === 1 ? '' : 's'}`
    + `, ${(trace || []).length} steps` + (critic.length ? ', critic notes' : ''));
  details.append(summary);
  if (attempts && attempts.length) {
    details.append(el('h3', 'detail-title', 'Attempts'));
    const list = el('ol', 'attempts');
    attempts.forEach((a, i) => {
      const item = el('li');
      if (a.sql) item.append(sqlBlock(a.sql, `Attempt ${i + 1}`));
      item.append(el('p', a.error ? 'attempt-error' : 'muted small', a.error ? `Rejected: ${a.error}` : 'Accepted'));
      list.append(item);
    });
    details.append(list);
  }
  if (critic.length) {
    details.append(el('h3', 'detail-title', 'Critic notes'));
    const notes = el('ul', 'critic-notes');
    critic.forEach((s) => notes.append(el('li', null, s.outcome)));
    details.append(notes);
  }
  if (trace && trace.length) {
    details.append(el('h3', 'detail-title', 'Steps'));
    const steps = el('ol', 'steps');
    trace.forEach((s) => steps.append(stepItem(s)));
    details.append(steps);
  }
  return details;
}

export function stepItem(step, eventName) {
  const item = el('li', 'step');
  item.append(el('span', 'step-name', eventName ? `${eventName} · ${step.step}` : step.step));
  item.append(el('span', 'step-outcome', step.outcome || ''));
  item.append(el('span', 'step-time muted', `${step.millis} ms`));
  return item;
}

/** Suggestion chips that ask the suggested question when clicked. */
function suggestions(items, onAsk) {
  const box = el('div', 'suggestions');
  box.append(el('p', 'muted small', 'You could ask:'));
  const chips = el('div', 'chips');
  for (const text of items) {
    const asks = !/^configure\b/i.test(text) && text.trim().endsWith('?');
    const chip = el(asks ? 'button' : 'p', asks ? 'chip' : 'hint small', text);
    if (asks) {
      chip.type = 'button';
      chip.addEventListener('click', () => onAsk(text));
    }
    chips.append(chip);
  }
  box.append(chips);
  return box;
}

/** The assistant's message for an answer; charts are drawn once the message is in the page. */
export function answerMessage(answer, { onAsk, datasource }) {
  const message = el('article', 'message assistant');
  message.setAttribute('aria-label', 'Answer');
  message.dataset.status = answer.status;
  const head = el('div', 'message-head');
  head.append(statusBadge(answer.status));
  if (answer.elapsed_ms !== undefined) head.append(el('span', 'muted small', `${answer.elapsed_ms} ms · ${answer.generator || ''}`));
  message.append(head);
  const answered = answer.status === 'answered';
  message.append(el('p', answered ? 'answer-text' : 'answer-text notice', answer.answer || answer.error || ''));
  if (answer.clarification) message.append(el('p', 'clarification', answer.clarification));
  if (answer.rewritten_question) message.append(el('p', 'muted small', `Read as: ${answer.rewritten_question}`));
  if (answer.suggestions && answer.suggestions.length) message.append(suggestions(answer.suggestions, onAsk));
  if (answer.sql) message.append(sqlBlock(answer.sql));
  let chart = null;
  if (answered && answer.columns && answer.columns.length) {
    chart = resultChart(answer.columns, answer.column_types, answer.rows);
    if (chart) message.append(chart);
    message.append(resultTable(answer.columns, answer.rows, answer.truncated, answer.total_row_count, answer.truncated_by));
  }
  if ((answer.attempts && answer.attempts.length) || (answer.trace && answer.trace.length)) {
    message.append(traceDetails(answer.attempts, answer.trace));
  }
  if (answer.history_id) message.append(feedbackBar(answer, datasource));
  message.drawChart = () => { if (chart) chart.draw(); };
  return message;
}

/** A history entry (GET /api/history/{id}) shown with its trace. */
export function historyMessage(entry, { onAsk }) {
  const message = el('article', 'message assistant history-entry');
  message.setAttribute('aria-label', `History entry ${entry.id}`);
  const head = el('div', 'message-head');
  head.append(statusBadge(entry.status));
  head.append(el('span', 'muted small', `From history · ${new Date(entry.created_at).toLocaleString()} · ${entry.elapsed_ms} ms`));
  message.append(head);
  if (entry.reason) message.append(el('p', 'answer-text notice', entry.reason));
  if (entry.row_count !== null && entry.row_count !== undefined) {
    message.append(el('p', 'answer-text', `${entry.row_count} row${entry.row_count === 1 ? '' : 's'} at the time.`));
  }
  if (entry.sql) message.append(sqlBlock(entry.sql));
  message.append(traceDetails(entry.attempts, entry.trace));
  const again = el('button', 'ghost small', 'Ask again');
  again.type = 'button';
  again.addEventListener('click', () => onAsk(entry.question));
  message.append(again);
  return message;
}
