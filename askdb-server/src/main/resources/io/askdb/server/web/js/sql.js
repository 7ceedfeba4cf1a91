// A small SQL highlighter: splits SQL into tokens and returns spans built with textContent
// (never HTML parsing), so nothing in the SQL can become markup.

const KEYWORDS = new Set(`select from where group by order having limit offset join left right inner outer full cross
on as and or not in is null like between case when then else end distinct union all except intersect with asc desc
exists over partition window filter using natural values cast true false recursive collate escape glob ilike
fetch first next rows row only top nulls last`.split(/\s+/));

const FUNCTIONS = new Set(`count sum avg min max round coalesce ifnull nullif strftime date datetime julianday substr
substring lower upper length trim abs extract date_trunc to_char cast concat replace instr printf
row_number rank dense_rank lag lead year month day`.split(/\s+/));

const TOKEN = /(--[^\n]*|\/\*[\s\S]*?\*\/)|('(?:[^']|'')*')|("(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\])|(\b\d+(?:\.\d+)?\b)|([A-Za-z_][A-Za-z0-9_$]*)|(\s+)|([^\sA-Za-z0-9_])/g;

/** @returns an array of [kind, text] with kind one of keyword, function, string, identifier, number, comment, plain */
export function tokens(sql) {
  const out = [];
  let match;
  TOKEN.lastIndex = 0;
  while ((match = TOKEN.exec(sql)) !== null) {
    const [text, comment, string, quoted, number, word] = match;
    let kind = 'plain';
    if (comment) kind = 'comment';
    else if (string) kind = 'string';
    else if (quoted) kind = 'identifier';
    else if (number) kind = 'number';
    else if (word) {
      const lower = word.toLowerCase();
      if (KEYWORDS.has(lower)) kind = 'keyword';
      else if (FUNCTIONS.has(lower) && sql.slice(TOKEN.lastIndex).trimStart().startsWith('(')) kind = 'function';
    }
    out.push([kind, text]);
  }
  return out;
}

/** Fills a code element with the highlighted SQL. */
export function highlight(code, sql) {
  code.textContent = '';
  for (const [kind, text] of tokens(sql)) {
    if (kind === 'plain') {
      code.append(document.createTextNode(text));
    } else {
      const span = document.createElement('span');
      span.className = 'sql-' + kind;
      span.textContent = text;
      code.append(span);
    }
  }
}
