// The chat page: wires the composer, the stream, the conversation and the sidebar.
import { askStream, getJson, setApiKey } from './api.js';
import { answerMessage, historyMessage, el, stepItem } from './answer.js';
import { Sidebar } from './sidebar.js';

const messages = document.getElementById('messages');
const form = document.getElementById('ask');
const question = document.getElementById('question');
const send = document.getElementById('send');
const stop = document.getElementById('stop');
const keyInput = document.getElementById('api-key');

const state = { conversationId: null, datasource: null, running: null };

function scrollDown() {
  messages.scrollTop = messages.scrollHeight;
}

function add(node) {
  const welcome = document.getElementById('welcome');
  if (welcome) welcome.remove();
  messages.append(node);
  scrollDown();
  return node;
}

function problem(text) {
  const box = el('div', 'message problem');
  box.setAttribute('role', 'alert');
  box.append(el('strong', null, 'Something went wrong. '), document.createTextNode(text));
  return add(box);
}

function userMessage(text) {
  return add(el('div', 'message user', text));
}

function running(yes) {
  send.hidden = yes;
  stop.hidden = !yes;
  send.disabled = yes;
  form.setAttribute('aria-busy', String(yes));
}

async function ask(text) {
  const q = (text || '').trim();
  if (!q || state.running) return;
  userMessage(q);
  question.value = '';
  const progress = add(el('div', 'message progress'));
  progress.setAttribute('aria-label', 'Progress');
  const label = el('p', 'working', 'Working\u2026');
  const steps = el('ol', 'steps live-steps');
  progress.append(label, steps);
  const controller = new AbortController();
  state.running = controller;
  running(true);
  const body = { question: q };
  if (state.conversationId) body.conversation_id = state.conversationId;
  if (state.datasource) body.datasource = state.datasource;
  try {
    const answer = await askStream(body, (name, step) => {
      steps.append(stepItem(step, name));
      label.textContent = `Working\u2026 ${name}`;
      scrollDown();
    }, controller.signal);
    progress.remove();
    if (answer.conversation_id) state.conversationId = answer.conversation_id;
    const message = add(answerMessage(answer, { onAsk: ask, datasource: state.datasource }));
    message.drawChart();
    scrollDown();
  } catch (e) {
    progress.remove();
    if (e.name === 'AbortError') add(el('div', 'message notice-message', 'Stopped. The running query was cancelled.'));
    else problem(e.message);
  } finally {
    state.running = null;
    running(false);
    sidebar.loadHistory();
    question.focus();
  }
}

async function showHistory(id) {
  try {
    const entry = await getJson(`/api/history/${id}`);
    userMessage(entry.question);
    add(historyMessage(entry, { onAsk: ask }));
  } catch (e) {
    problem(e.message);
  }
}

/** "OrderLine" or "order_lines" -> "order lines": a table's name as words, plural. */
function plural(name) {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\s]+/g, ' ').trim().toLowerCase();
  if (/(s|x|ch|sh)$/.test(words)) return words.endsWith('s') ? words : `${words}es`;
  return /[^aeiou]y$/.test(words) ? `${words.slice(0, -1)}ies` : `${words}s`;
}

/**
 * Keeps each starter question whose tables the datasource has (the demo's, on Chinook); on other
 * databases shows "How many … are there?" for their first tables instead.
 */
function fitStarters(tables) {
  const names = new Set(tables.map((t) => t.name));
  const box = document.getElementById('starters');
  if (!box) return;
  const fitting = [...box.querySelectorAll('.chip')].filter((chip) => !chip.dataset.tables
    || chip.dataset.tables.split(',').every((t) => names.has(t)));
  if (fitting.length === box.querySelectorAll('.chip').length) return;
  box.textContent = '';
  const chips = fitting.length ? fitting : tables.slice(0, 3).map((t) => {
    const chip = el('button', 'chip', `How many ${plural(t.name)} are there?`);
    chip.type = 'button';
    chip.addEventListener('click', () => ask(chip.textContent));
    return chip;
  });
  box.append(...chips);
}

const sidebar = new Sidebar({
  onPick: (name) => { state.datasource = name; state.conversationId = null; },
  onHistory: showHistory,
  onProblem: problem,
  onSchema: fitStarters,
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  ask(question.value);
});

question.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    ask(question.value);
  }
});

stop.addEventListener('click', () => { if (state.running) state.running.abort(); });

document.getElementById('new-conversation').addEventListener('click', () => {
  state.conversationId = null;
  messages.textContent = '';
  messages.append(el('p', 'muted small separator', 'New conversation. Earlier questions are not carried over.'));
  question.focus();
});

for (const chip of document.querySelectorAll('#starters .chip')) {
  chip.addEventListener('click', () => ask(chip.textContent));
}

keyInput.value = sessionStorage.getItem('askdb.apiKey') || '';
setApiKey(keyInput.value);
keyInput.addEventListener('change', () => {
  sessionStorage.setItem('askdb.apiKey', keyInput.value.trim());
  setApiKey(keyInput.value);
  sidebar.load();
});

sidebar.load();
question.focus();
