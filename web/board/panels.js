// What a board shows over itself in page elements: the error and crash panels, notices,
// the text dialog; and the page-side chores behind them (storage, copy, download, PNG).
// A part of web/sudoku.js: the build puts it inside that file's closure (cmake/PageText.cmake,
// its /*INCLUDE*/ markers), so it shares the closure's names and adds none to the page.
// The error panel: the board cannot be used (`kind` 'slow' goes away if the load ends well).
function showError(el, message, kind) {
  let panel = el.querySelector('.sudoku-error');
  if (!panel) {
    panel = document.createElement('div');
    panel.className = 'sudoku-error';
    panel.setAttribute('role', 'alert');
    const text = document.createElement('p');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = say(el, 'page.reload');
    button.addEventListener('click', function () { location.reload(); });
    panel.append(text, button);
    el.appendChild(panel);
  }
  panel.querySelector('p').textContent = message + ' ' + say(el, 'page.kept');
  panel.dataset.kind = kind || 'failed';
  el.classList.add('sudoku-failed');
  const loading = el.querySelector('.sudoku-loading');
  if (loading) loading.remove();
}

// What a board keeps in the browser under `key` (the autosave, statistics, settings).
const KEPT = ['.save', '.stats', '.prefs'];
function keptData(key, what) {
  const data = { app: 'sudoku', at: new Date().toISOString(), error: what, key: key };
  KEPT.forEach(function (k) { const v = storageGet(key + k); if (v !== null) data[k.slice(1)] = v; });
  return data;
}
// Moves the kept data to `key`.backup (a list, the latest last, up to 5), so the next
// start is a fresh one and nothing is lost. Returns an error message, or ''.
function setAside(el, key, what) {
  let list = [];
  try { list = JSON.parse(storageGet(key + '.backup') || '[]'); } catch (e) { list = []; }
  if (!Array.isArray(list)) list = [];
  list.push(keptData(key, what));
  const problem = storageSet(el, key + '.backup', JSON.stringify(list.slice(-5)));
  if (problem) return problem;  // the originals stay where they are
  KEPT.forEach(function (k) { try { window.localStorage.removeItem(key + k); } catch (e) { /* blocked */ } });
  return '';
}

// The crash panel: the C++ side trapped or aborted. Says what happened and offers ways
// out that lose nothing: start again with the kept data set aside (and downloadable),
// copy a report, or just reload.
function showCrash(el, key, persist, what, restart) {
  showError(el, say(el, 'page.crashed', { what: what }), 'crashed');
  const panel = el.querySelector('.sudoku-error');
  panel.querySelector('p').textContent = say(el, 'page.crashed', { what: what }) + ' ' +
    say(el, persist ? 'page.crash_kept' : 'page.crash_nothing');
  const actions = document.createElement('div');
  actions.className = 'sudoku-error-actions';
  const button = function (label, fn) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = say(el, label);
    b.addEventListener('click', fn);
    actions.appendChild(b);
    return b;
  };
  const stamp = function () { return new Date().toISOString().slice(0, 10); };
  if (persist) {
    button('page.crash_reset', function () {
      const problem = setAside(el, key, what);
      if (problem) { panel.querySelector('p').textContent = problem; return; }
      restart();
    });
    button('page.crash_download', function () {
      download(JSON.stringify(keptData(key, what), null, 1), 'sudoku-backup-' + stamp() + '.json', 'application/json');
    });
  }
  button('page.crash_copy', function () {
    const report = ['Sudoku: the board stopped', 'error: ' + what, 'when: ' + new Date().toISOString(),
      'browser: ' + navigator.userAgent, 'page: ' + location.href.split('#')[0],
      'kept data: ' + JSON.stringify(persist ? keptData(key, what) : {})].join('\n');
    copyText(el, report, 'report');
  });
  const reload = panel.querySelector(':scope > button');
  if (reload) actions.appendChild(reload);
  panel.appendChild(actions);
  console.error('sudoku: the board stopped: ' + what);
}
// A notice over the top of a board that still works (a refused save, a bad option, a
// restart that lost the game): each kind once per board, until its OK button.
function notify(el, kind, title, items, action) {
  const shown = el.sudokuNotices || (el.sudokuNotices = {});
  if (shown[kind]) return;
  shown[kind] = true;
  let list = el.querySelector('.sudoku-notices');
  if (!list) {
    list = document.createElement('div');
    list.className = 'sudoku-notices';
    el.appendChild(list);
  }
  const n = document.createElement('div');
  n.className = 'sudoku-notice';
  n.dataset.kind = kind;
  n.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = title;
  n.appendChild(text);
  if (items && items.length) {
    const ul = document.createElement('ul');
    items.forEach(function (t) {
      const li = document.createElement('li');
      li.textContent = t;
      ul.appendChild(li);
    });
    n.appendChild(ul);
  }
  if (action) {  // {label, run}: a button that does something, before OK
    const act = document.createElement('button');
    act.type = 'button';
    act.textContent = action.label;
    act.addEventListener('click', action.run);
    n.appendChild(act);
  }
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.textContent = say(el, action ? 'page.later' : 'page.ok');
  ok.addEventListener('click', function () {
    n.remove();
    const c = el.querySelector('.sudoku-canvas');
    if (c) c.focus({ preventScroll: true });
  });
  n.appendChild(ok);
  list.appendChild(n);
  console.info('sudoku: ' + title + (items && items.length ? ' ' + items.join(' ') : ''));
}

function storageGet(key) {
  try { return window.localStorage.getItem(key); } catch (e) { return null; }
}
// Empty when stored, else why not (in words).
function storageSet(el, key, value) {
  try { window.localStorage.setItem(key, value); return ''; } catch (e) {
    if (e && e.name === 'QuotaExceededError') return say(el, 'page.storage_full');
    if (e && e.name === 'SecurityError') return say(el, 'page.storage_blocked');
    return (e && e.name ? e.name + ': ' : '') + (e && e.message ? e.message : String(e));
  }
}

// A small modal made of page elements (a real textarea works with any keyboard,
// including a phone's). `onOk(text)` returns an error message to show, or nothing.
function dialog(el, title, text, okLabel, onOk) {
  const back = document.createElement('div');
  back.className = 'sudoku-dialog';
  const box = document.createElement('form');
  const h = document.createElement('p');
  h.textContent = title;
  const area = document.createElement('textarea');
  area.rows = 4;
  area.value = text || '';
  area.spellcheck = false;
  const err = document.createElement('p');
  err.className = 'sudoku-dialog-error';
  err.setAttribute('role', 'alert');
  const ok = document.createElement('button');
  ok.type = 'submit';
  ok.textContent = okLabel;
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = say(el, 'page.close');
  const close = function () { back.remove(); };
  cancel.addEventListener('click', close);
  box.addEventListener('submit', function (e) {
    e.preventDefault();
    const problem = onOk ? onOk(area.value) : null;
    if (problem) err.textContent = problem; else close();
  });
  box.append(h, area, err, ok, cancel);
  back.appendChild(box);
  el.appendChild(back);
  area.focus();
  if (text) area.select();
  return back;
}

function copyText(el, text, what) {
  const label = what === 'link' ? 'page.copy_link' : what === 'report' ? 'page.copy_report' : 'page.copy_puzzle';
  const fallback = function () { dialog(el, say(el, label), text, say(el, 'page.done'), null); };
  if (navigator.clipboard && navigator.clipboard.writeText)
    navigator.clipboard.writeText(text).catch(fallback);
  else fallback();
}

function download(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type: type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
}

// The board as a PNG (a Blob), drawn from its SVG picture.
function svgToPng(svg, size) {
  return new Promise(function (resolve, reject) {
    const img = new Image();
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    img.onload = function () {
      const c = document.createElement('canvas');
      c.width = c.height = size;
      c.getContext('2d').drawImage(img, 0, 0, size, size);
      URL.revokeObjectURL(url);
      c.toBlob(resolve, 'image/png');
    };
    img.onerror = function () { URL.revokeObjectURL(url); reject(new Error('the picture could not be drawn')); };
    img.src = url;
  });
}

function today() {
  const d = new Date();
  const pad = function (n) { return (n < 10 ? '0' : '') + n; };
  return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate());
}

function showLoading(el, text) {
  // The page's own text says that no script runs: this one does (it says more if it fails).
  const stuck = el.querySelector('.sudoku-stuck');
  if (stuck) stuck.remove();
  const words = text || say(el, 'page.loading');
  const there = el.querySelector('.sudoku-loading');
  if (there) {  // the page's own (English) words: in the board's language
    if (there.firstChild && there.firstChild.nodeType === 3) there.firstChild.textContent = words;
    return;
  }
  const l = document.createElement('div');
  l.className = 'sudoku-loading';
  l.textContent = words;
  el.appendChild(l);
}
function hideLoading(el) {
  const l = el.querySelector('.sudoku-loading');
  if (l) l.remove();
}
