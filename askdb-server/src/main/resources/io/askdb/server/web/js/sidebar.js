// The sidebar: datasource picker, its tables and columns, recent history; collapsible on narrow screens.
// Tables come a page at a time (GET /api/datasources/{id}/schema?pattern=&cursor=): a filter box
// narrows them by name and "Show more" fetches the next page, so a database of thousands of tables
// never loads whole.
import { getJson } from './api.js';

function node(tag, className, text) {
  const n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  return n;
}

export class Sidebar {
  constructor({ onPick, onHistory, onProblem, onSchema }) {
    this.select = document.getElementById('datasource');
    this.info = document.getElementById('datasource-info');
    this.schema = document.getElementById('schema');
    this.filter = document.getElementById('schema-filter');
    this.count = document.getElementById('schema-count');
    this.more = document.getElementById('schema-more');
    this.cursor = null;
    this.filterTimer = null;
    this.history = document.getElementById('history');
    this.element = document.getElementById('sidebar');
    this.toggle = document.getElementById('menu-toggle');
    this.scrim = document.getElementById('scrim');
    this.onPick = onPick;
    this.onHistory = onHistory;
    this.onProblem = onProblem;
    this.onSchema = onSchema || (() => {});
    this.items = [];
    this.select.addEventListener('change', () => this.picked());
    this.filter.addEventListener('input', () => {
      clearTimeout(this.filterTimer);
      this.filterTimer = setTimeout(() => this.loadTables(false), 250);
    });
    this.more.addEventListener('click', () => this.loadTables(true));
    this.toggle.addEventListener('click', () => this.open(!this.element.classList.contains('open')));
    this.scrim.addEventListener('click', () => this.open(false));
    document.getElementById('history-refresh').addEventListener('click', () => this.loadHistory());
    document.addEventListener('keydown', (e) => { if (e.key === 'Escape') this.open(false); });
  }

  /** Opens or closes the sidebar (only visible as a drawer on narrow screens). */
  open(yes) {
    this.element.classList.toggle('open', yes);
    this.toggle.setAttribute('aria-expanded', String(yes));
    this.scrim.hidden = !yes;
  }

  get datasource() {
    return this.select.value || null;
  }

  async load() {
    try {
      const body = await getJson('/api/datasources');
      this.items = body.items;
      this.select.textContent = '';
      for (const ds of this.items) {
        const option = node('option', null, ds.name);
        option.value = ds.name;
        this.select.append(option);
      }
      await this.picked();
    } catch (e) {
      this.onProblem(`Could not list the datasources: ${e.message}`);
    }
    await this.loadHistory();
  }

  async picked() {
    const name = this.datasource;
    const ds = this.items.find((d) => d.name === name);
    this.info.textContent = ds ? `${ds.dialect || ''} · ${ds.kind}` : '';
    this.schema.textContent = '';
    this.filter.value = '';
    this.onPick(name);
    if (!name) return;
    const body = await this.loadTables(false);
    if (body) this.onSchema(body.tables);
  }

  /** Loads the first page of tables for the filter, or (more) the next page; returns the body or null. */
  async loadTables(more) {
    const name = this.datasource;
    if (!name) return null;
    const params = new URLSearchParams();
    const pattern = this.filter.value.trim();
    if (pattern) params.set('pattern', pattern);
    if (more && this.cursor) params.set('cursor', this.cursor);
    if (!more) this.schema.textContent = '';
    this.more.hidden = true;
    try {
      const query = params.toString();
      const body = await getJson(`/api/datasources/${encodeURIComponent(name)}/schema${query ? `?${query}` : ''}`);
      if (name !== this.datasource || pattern !== this.filter.value.trim()) return null;
      for (const table of body.tables) this.schema.append(this.tableItem(table));
      const shown = this.schema.querySelectorAll(':scope > li:not(.muted)').length;
      this.cursor = body.next_cursor || null;
      this.more.hidden = !this.cursor;
      const total = body.total ?? body.tables.length;
      this.count.textContent = total > shown ? `${shown} of ${total} tables` : '';
      if (this.cursor) this.more.textContent = `Show more tables (${total - shown} more)`;
      if (total === 0) this.schema.append(node('li', 'muted small', pattern ? 'No table matches.' : 'No tables are visible.'));
      return body;
    } catch (e) {
      this.schema.append(node('li', 'problem small', `Could not read the schema: ${e.message}`));
      return null;
    }
  }

  tableItem(table) {
    const item = node('li');
    const details = node('details');
    const summary = node('summary', null, table.schema ? `${table.schema}.${table.name}` : table.name);
    summary.append(node('span', 'muted small', ` ${table.columns.length}`));
    details.append(summary);
    const columns = node('ul', 'columns');
    const keys = new Set(table.primary_key || []);
    for (const c of table.columns) {
      const li = node('li');
      li.append(node('span', keys.has(c.name) ? 'column key' : 'column', c.name));
      li.append(node('span', 'muted small', ` ${c.type}`));
      if (c.comment) li.title = c.comment;
      columns.append(li);
    }
    details.append(columns);
    item.append(details);
    return item;
  }

  async loadHistory() {
    try {
      const body = await getJson('/api/history?limit=30');
      this.history.textContent = '';
      for (const entry of body.items) {
        const li = node('li');
        const button = node('button', 'history-item');
        button.type = 'button';
        button.append(node('span', 'history-question', entry.question));
        button.append(node('span', `dot dot-${entry.status}`, entry.status));
        button.setAttribute('aria-label', `${entry.question} (${entry.status})`);
        button.addEventListener('click', () => { this.open(false); this.onHistory(entry.id); });
        li.append(button);
        this.history.append(li);
      }
      if (body.items.length === 0) this.history.append(node('li', 'muted small', 'No questions yet.'));
    } catch (e) {
      this.history.textContent = '';
      this.history.append(node('li', 'problem small', `Could not read the history: ${e.message}`));
    }
  }
}
