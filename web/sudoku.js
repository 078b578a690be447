// Sudoku boards for any page. Either one <script src=".../web/sudoku.js"> plus elements
// with a data-sudoku attribute (mounted when the page is ready), or
// SudokuApp.mount(element, options) -> Promise<board>.
// Options (data-* attributes or object keys): puzzle, seed + level, mode (play | watch |
// hint), strategy (classic, mrv, forward, dlx; comma-separated for a race), speed (steps
// per second, 0 = max), theme (auto | light | dark | contrast; auto follows the system's
// dark and more-contrast settings), size (px: width; height follows),
// persist, autoplay and eager (true | false), loadTimeout (seconds before a slow load is reported),
// lang (de, en, es, fr, it: the board's language; else the browser's, and the player's
// choice in the panel's settings wins over both).
// What goes wrong is said on the board, in words: a file that does not load (an error
// panel), a refused save, a bad option or a restart that lost the game (a notice, once).
// Each board is its own WebAssembly instance drawing into its own canvas; keys reach a
// board only while its canvas has focus; it sleeps off-screen. When the browser restores
// a lost WebGL context, an embedded board starts again by itself with its game (the
// full-page app reloads). No eval, no inline code: it works under a strict CSP
// (script-src 'self' 'wasm-unsafe-eval').
// Screen readers and the keyboard: a11y.js (loaded beside the board's program) keeps a DOM
// mirror of each board (named cells, announcements, the panel's actions as buttons).
// prefers-reduced-motion reaches the board (state().reducedMotion): nothing animates and a
// watched search waits for Play unless autoplay is asked for.
// A board far below the fold starts (fetches its program, makes its canvas) only when it is
// scrolled within a screen of the viewport, so it does not hold up the page's first paint;
// data-eager (eager: true) starts it at once, as a board in view at load always does.
(function () {
  'use strict';
  const here = document.currentScript ? document.currentScript.src : location.href;
  const base = here.slice(0, here.lastIndexOf('/') + 1);
  let factory = null;

  // The page's words, one table per language (the page.* keys of assets/lang/<code>.txt),
  // put in by the build (cmake/PageText.cmake); a missing key falls back to English.
  const PAGE_TEXT = /*PAGE_TEXT*/{};
  function langCode(tag) { return String(tag || '').toLowerCase().split(/[-_]/)[0]; }
  // `wanted` (data-lang) if it has a table, else the first of the browser's languages that has one.
  function pickLang(wanted) {
    const tags = [].concat(wanted ? [wanted] : [], navigator.languages || [navigator.language]);
    for (let i = 0; i < tags.length; i++) if (PAGE_TEXT[langCode(tags[i])]) return langCode(tags[i]);
    return 'en';
  }
  const pageLang = pickLang();
  function langOf(el) { return (el && el.sudokuLang) || pageLang; }
  // The mirror's words in `lang` (the page.a11y.* keys of its table), for a11y.js.
  function mirrorWords(lang) {
    const t = PAGE_TEXT[lang] || {}, out = {};
    Object.keys(t).forEach(function (k) { if (k.indexOf('page.a11y.') === 0) out[k.slice(10)] = t[k]; });
    return out;
  }
  // A sentence of the page in the language of `el` (a board's element, or none: the
  // browser's), its {name} placeholders filled from `args`.
  function say(el, key, args) {
    const lang = langOf(el);
    let s = (PAGE_TEXT[lang] || {})[key];
    if (s === undefined) s = (PAGE_TEXT.en || {})[key];
    if (s === undefined) return key;
    s = s.replace(/\\n/g, '\n').replace(/\\s/g, ' ');
    return s.replace(/\{(\w+)\}/g, function (m, n) { return args && n in args ? String(args[n]) : m; });
  }

  // The screen-reader mirror (a11y.js), loaded once for all boards beside the program; a
  // board works without it (a note in the console says it is missing).
  let mirrorScript = null;
  function loadMirror() {
    if (mirrorScript) return mirrorScript;
    mirrorScript = new Promise(function (resolve) {
      if (window.SudokuA11y) return resolve(window.SudokuA11y);
      const s = document.createElement('script');
      s.src = base + 'a11y.js';
      s.onload = function () { resolve(window.SudokuA11y || null); };
      s.onerror = function () {
        console.info('sudoku: ' + s.src + ' did not load: the board has no screen-reader mirror.');
        mirrorScript = null;
        resolve(null);
      };
      document.head.appendChild(s);
    });
    return mirrorScript;
  }

  function loadFactory() {
    if (factory) return factory;
    factory = new Promise(function (resolve, reject) {
      if (window.createSudokuModule) return resolve(window.createSudokuModule);
      const s = document.createElement('script');
      s.src = base + 'sudoku-app.js';
      s.onload = function () {
        if (typeof window.createSudokuModule === 'function') resolve(window.createSudokuModule);
        else reject(loadError(null, say(null, 'page.not_program', { file: s.src })));
      };
      s.onerror = function () { reject(loadError(null, say(null, 'page.not_loaded', { file: s.src }))); };
      document.head.appendChild(s);
    });
    // A failed load may be retried by the next board (e.g. after the file is put back).
    factory.catch(function () { factory = null; });
    return factory;
  }

  // Emscripten's words for a .wasm that failed, in the page's.
  function wasmProblem(el, what) {
    what = String(what);
    if (/fetching of the wasm failed|failed to load wasm/.test(what)) return say(el, 'page.wasm_not_sent');
    if (/CompileError|magic|expected/.test(what)) return say(el, 'page.wasm_bad', { what: what });
    return what;
  }

  // A file of the board that did not arrive: what happened and what to do about it.
  function loadError(el, what) {
    const e = new Error(say(el, 'page.load_error', { what: what }));
    e.loading = true;
    return e;
  }

  // What can be told without making a GL context (that costs time): a context that
  // cannot be made is said by the program itself (main_web.cpp), in the same words.
  function support(el) {
    if (typeof WebAssembly !== 'object') return say(el, 'page.no_wasm');
    if (typeof WebGL2RenderingContext === 'undefined') return say(el, 'page.no_webgl2');
    return null;
  }

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

  // Tabs of one game (boards with one storage key, in other tabs or on this page) keep in
  // step through a BroadcastChannel: each write is also told to the others with a stamp
  // (time, tab). A tab takes a later game or setting and ignores an earlier one (then
  // writes its own again, so storage ends with the later); statistics are merged so each
  // game counts once. A tab whose own change was replaced by one made without it says so.
  // localStorage alone cannot order two writes of one moment: each tab may see its own last.
  const tabId = Math.random().toString(36).slice(2, 10);
  let stampSeq = 0;
  function later(x, y) { return !y || x[0] > y[0] || (x[0] === y[0] && x[1] > y[1]); }
  function tabSync(el, board, key, store) {
    if (typeof BroadcastChannel !== 'function') return null;
    const channel = new BroadcastChannel('sudoku-sync');
    // Per kind: the value this board holds, its stamp, and whether it was this board's own.
    const held = {};
    ['.save', '.stats', '.prefs'].forEach(function (w) { held[w] = { value: storageGet(key + w), stamp: null, own: false, rev: 0 }; });
    held['.stats'].value = held['.stats'].value || '';
    held['.save'].rev = board.call({ cmd: 'save' }).revision;  // the changes from here on are its own
    function tell(what, value) {
      const h = held[what];
      const stamp = [Date.now() * 1000 + (stampSeq++ % 1000), tabId];
      channel.postMessage({ key: key, what: what, value: value, stamp: stamp, base: h.stamp });
      h.value = value; h.stamp = stamp; h.own = true;
    }
    channel.onmessage = function (ev) {
      const m = ev.data;
      if (!m || m.key !== key || !held[m.what] || board.crashed()) return;
      const h = held[m.what];
      // A move of this board not told yet (its autosave waits for the next frame) is told
      // first: it is the later change.
      if (m.what === '.save' && board.call({ cmd: 'save' }).revision !== h.rev) me.wrote('.save');
      if (m.what === '.stats') {
        const r = board.call({ cmd: 'stats', merge: m.value, base: h.value });
        if (!r.ok) return;
        h.value = m.value;
        h.stamp = m.stamp;
        if (r.stats !== m.value) me.wrote('.stats', r.stats);  // this board had games of its own
        return;
      }
      if (!later(m.stamp, h.stamp)) {
        if (h.own && h.value !== null) store(m.what, h.value);  // storage ends with the later write
        return;
      }
      const replaced = h.own && String(m.base) !== String(h.stamp);
      h.value = m.value; h.stamp = m.stamp; h.own = false;
      if (m.what === '.prefs') {
        try { board.call(Object.assign(JSON.parse(m.value), { cmd: 'theme' })); } catch (e) { /* foreign data */ }
        return;
      }
      const selected = board.state().selected;
      if (!board.call({ cmd: 'restore', save: m.value }).ok) return;
      h.rev = board.call({ cmd: 'save' }).revision;
      if (selected >= 0) board.call({ cmd: 'select', cell: selected });
      if (replaced) {
        if (el.sudokuNotices) delete el.sudokuNotices.sync;
        notify(el, 'sync', say(el, 'page.sync_replaced'));
      }
    };
    const me = {
      // This board writes `what` ('.save', '.stats', '.prefs'). Statistics another tab
      // wrote meanwhile (not heard yet) are merged in first.
      // The game is read from the board when it is written: an autosave that waited for a
      // frame may be older than a game taken from another tab since.
      wrote: function (what, value) {
        if (what === '.save') {
          const now = board.call({ cmd: 'save' });
          if (!now.ok || now.revision === held[what].rev) return;  // nothing new of its own
          held[what].rev = now.revision;
          value = now.save;
        }
        if (value === held[what].value) return;  // what it took from another (settings echo back)
        if (what === '.stats') {
          const now = storageGet(key + '.stats');
          if (now && now !== held[what].value && now !== value) {
            const r = board.call({ cmd: 'stats', merge: now, base: held[what].value });
            if (r.ok) value = r.stats;
          }
        }
        store(what, value);
        tell(what, value);
      },
      // What an API call changed, written and told now (its autosave waits for a frame).
      poll: function () {
        if (!me.started) return;  // before the stored game and statistics are loaded
        me.wrote('.save');
        const st = board.call({ cmd: 'stats' });
        if (st.ok && st.stats !== held['.stats'].value && (held['.stats'].value || st.stats !== 'SDKSTATS1\n')) me.wrote('.stats', st.stats);
      },
      started: false,
      // A new instance (after a lost context) counts its autosaves from 0: from here on.
      rebase: function () {
        held['.save'].rev = board.call({ cmd: 'save' }).revision;
        me.started = true;
      },
      close: function () { channel.close(); }
    };
    return me;
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
  // A call into the module; a trap inside it (a crash of the C++ side) ends the board on
  // the crash panel, and from then on every call answers {ok: false} instead of running.
  function ask(inst, cmd) {
    if (inst.crashed) return { ok: false, error: inst.crashed };
    let text;
    try { text = inst.command(JSON.stringify(cmd)); } catch (e) {
      inst.crash(e);
      return { ok: false, error: inst.crashed || String(e) };
    }
    return JSON.parse(text);
  }

  // Instances that are up, for a trap thrown outside any call of ours (a frame, SDL's input
  // handlers): the one in a frame crashed, else the focused one, else all of them.
  const live = new Set();
  window.addEventListener('error', function (ev) {
    const e = ev.error;
    if (!(typeof WebAssembly === 'object' && e instanceof WebAssembly.RuntimeError)) return;
    const all = Array.from(live);
    const hit = all.filter(function (i) { return i.inFrame; });
    const focused = all.filter(function (i) { return i.canvas === document.activeElement; });
    (hit.length ? hit : focused.length ? focused : all).forEach(function (i) { i.crash(e); });
  });

  // Starts one WebAssembly instance drawing into a new canvas added to `el`. `host` hears
  // from it: event(type, payload), visible(flag), lost(inst) and restored(inst) (its WebGL
  // context). Resolves to {canvas, command(json), wake(), activate(), stop()}: its events
  // wait until activate(); stop() ends it for good (sudoku_shutdown: main loop, ImGui and
  // SDL_Quit, which takes SDL's listeners off window and document; observers, its GL
  // context and canvas).
  async function startInstance(el, options, host) {
    const problem = support(el);
    if (problem) { showError(el, problem); throw new Error(problem); }
    const canvas = document.createElement('canvas');
    canvas.className = 'sudoku-canvas';
    canvas.tabIndex = 0;
    canvas.setAttribute('aria-label', say(el, 'page.board_label'));
    canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
    canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });
    el.appendChild(canvas);
    const inst = { canvas: canvas, started: performance.now(), active: false, lost: false, stopped: false, crashed: null };
    // A trap or abort after the start: stop drawing and let the host show the crash panel.
    inst.crash = function (e) {
      if (inst.crashed || inst.stopped) return;
      inst.crashed = String(e && e.message || e || 'unknown error');
      live.delete(inst);
      try { if (module) module.pauseMainLoop(); } catch (x) { /* already stopped */ }
      host.crashed(inst, inst.crashed);
    };
    const early = [], observers = [];
    let module = null, failed = null, started = false;

    // stop() shuts the instance down in C++ (sudoku_shutdown: SDL_Quit takes off the
    // listeners SDL put on window, document and canvas), then hands back its GL context.
    inst.stop = function () {
      if (inst.stopped) return;
      inst.stopped = true;
      live.delete(inst);
      if (module && started && !inst.crashed) module._sudoku_shutdown(inst.lost ? 1 : 0);
      observers.forEach(function (o) { o.disconnect(); });
      // Hand the GL context back now rather than when the canvas is collected.
      const ext = inst.gl && !inst.gl.isContextLost() && inst.gl.getExtension('WEBGL_lose_context');
      if (ext) ext.loseContext();
      canvas.remove();
    };

    try {
      const createModule = await loadFactory();
      module = await createModule({
        canvas: canvas,
        locateFile: function (path) { return base + path; },
        arguments: options.fullPage ? [] : ['--embed'],
        print: function (t) { console.log(t); },
        printErr: function (t) { console.warn(t); },
        // Which instance is in a frame when a trap escapes one (the window's error event).
        preMainLoop: function () { inst.inFrame = true; },
        postMainLoop: function () { inst.inFrame = false; },
        onAbort: function (what) {
          if (started) { inst.crash(what); return; }
          if (failed) return;  // a failed start aborts twice; the first says why
          // Before the module is up, an abort is the .wasm that did not load or compile.
          failed = loadError(el, say(el, 'page.wasm_failed', { file: base + 'sudoku-app.wasm', why: wasmProblem(el, what) })).message;
          if (!inst.stopped) showError(el, failed);
        },
        sudokuHost: {
          fatal: function (msg) { failed = msg; showError(el, msg); },
          ready: function () {},
          event: function (type, payload) {
            if (inst.stopped) return;
            if (inst.active) host.event(type, payload); else early.push([type, payload]);
          }
        }
      });
      if (failed) throw new Error(failed);
    } catch (e) {
      inst.stop();
      // Every way of failing ends on the panel (onAbort and fatal have put theirs there).
      if (!failed) {
        const message = e && e.loading ? e.message : loadError(el, String(e && e.message || e).replace(/\.$/, '')).message;
        showError(el, message);
        throw new Error(message);
      }
      throw new Error(failed);
    }
    started = true;
    live.add(inst);
    inst.gl = canvas.getContext('webgl2');
    const command = module.cwrap('sudoku_command', 'string', ['string']);
    inst.command = function (text) { return command(text); };
    inst.wake = function () { if (!inst.stopped) module._sudoku_wake(); };
    inst.activate = function () {
      inst.active = true;
      early.splice(0).forEach(function (e) { host.event(e[0], e[1]); });
    };

    // A lost WebGL context: stop drawing (the C++ side and its game live on) and tell the host.
    canvas.addEventListener('webglcontextlost', function (e) {
      if (inst.stopped) return;
      e.preventDefault();  // or the browser never restores it
      inst.lost = true;
      inst.hadFocus = document.activeElement === canvas;
      module.pauseMainLoop();
      host.lost(inst);
    });
    canvas.addEventListener('webglcontextrestored', function () { if (!inst.stopped) host.restored(inst); });
    // Wake the main loop on anything that may change the picture; sleep off-screen.
    const wake = inst.wake;
    ['pointerdown', 'pointermove', 'keydown', 'wheel', 'focus', 'touchstart'].forEach(function (t) {
      canvas.addEventListener(t, wake, { passive: true });
    });
    if (window.ResizeObserver) {
      const r = new ResizeObserver(wake);
      r.observe(el);
      observers.push(r);
    }
    if (window.IntersectionObserver) {
      const io = new IntersectionObserver(function (entries) {
        if (inst.stopped || inst.lost) return;
        const visible = entries[entries.length - 1].isIntersecting;
        if (visible) { module.resumeMainLoop(); wake(); } else module.pauseMainLoop();
        host.visible(visible);
      });
      io.observe(el);
      observers.push(io);
    }
    return inst;
  }

  // Resolves when `el` comes within a screen of the viewport (at once if it is there now, or
  // if the page asks for it: eager, the full-page app; or without IntersectionObserver).
  // `cancel` (a destroyed board) stops waiting for good.
  function nearViewport(el, options) {
    const wait = { ready: Promise.resolve(), cancel: function () {} };
    if (options.eager === true || options.fullPage || !window.IntersectionObserver) return wait;
    const r = el.getBoundingClientRect(), h = window.innerHeight, w = window.innerWidth;
    if (r.bottom >= -h && r.top <= 2 * h && r.right >= 0 && r.left <= w) return wait;
    let io = null;
    wait.ready = new Promise(function (resolve) {
      io = new IntersectionObserver(function (entries) {
        if (!entries.some(function (e) { return e.isIntersecting; })) return;
        io.disconnect();
        resolve();
      }, { rootMargin: '100% 0px' });
      io.observe(el);
    });
    wait.cancel = function () { io.disconnect(); };
    return wait;
  }

  // The options a board knows (to name an unknown one: a typo says what it meant).
  const KNOWN = ['puzzle', 'seed', 'level', 'variant', 'mode', 'strategy', 'speed', 'theme', 'size', 'persist', 'autoplay', 'loadTimeout', 'lang', 'eager'];
  // An option as the page wrote it, with its value if given: data-speed="fast",
  // speed=fast in the URL (the iframe's), or options.speed = "fast".
  function optionName(el, options, k, value) {
    const v = value === undefined ? '' : String(value);
    if (options.source === 'data')
      return 'data-' + k.replace(/[A-Z]/g, function (c) { return '-' + c.toLowerCase(); }) + (value === undefined ? '' : '="' + v + '"');
    if (options.source === 'query') return say(el, 'page.opt.in_url', { option: k + (value === undefined ? '' : '=' + v) });
    return 'options.' + k + (value === undefined ? '' : ' = "' + v + '"');
  }
  function distance(a, b) {
    const d = [];
    for (let i = 0; i <= a.length; i++) d.push([i]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    return d[a.length][b.length];
  }
  // Checks what the page can check without the board: returns the options to use (a bad
  // value is dropped, so its default applies) and the problems, each naming its option.
  function checkOptions(el, given) {
    const o = Object.assign({}, given), bad = [];
    const has = function (k) { return o[k] !== undefined && o[k] !== null; };
    const name = function (k, value) { return optionName(el, given, k, value); };
    const refuse = function (k, key, args) {
      bad.push(name(k, has(k) ? o[k] : undefined) + ': ' + say(el, key, args));
      delete o[k];
    };
    const listed = function (list) { return list.join(', ').replace(/, ([^,]*)$/, ' ' + say(el, 'page.or') + ' $1'); };
    const oneOf = function (k, list, instead) {
      if (has(k) && list.indexOf(String(o[k])) < 0) refuse(k, 'page.opt.must_be', { list: listed(list), instead: say(el, instead) });
    };
    const number = function (k, min, key) {
      if (!has(k)) return;
      const n = Number(o[k]);
      if (String(o[k]).trim() === '' || !isFinite(n) || n < min || (min > 0 && n === 0)) refuse(k, key);
    };
    const flag = function (k, dflt) {
      if (!has(k) || typeof o[k] === 'boolean') return;
      if (o[k] === 'true' || o[k] === '') o[k] = true;
      else if (o[k] === 'false') o[k] = false;
      else refuse(k, 'page.opt.flag', { dflt: dflt === 'true' ? 'true' : say(el, 'page.opt.its_default') });
    };
    if (given.source === 'data' || given.source === 'query') {
      Object.keys(given).forEach(function (k) {
        if (k === 'source' || KNOWN.indexOf(k) >= 0) return;
        const near = KNOWN.filter(function (n) { return distance(k.toLowerCase(), n.toLowerCase()) <= 2; })[0];
        // Other data-* attributes may be the page's own; a near miss or a query key is ours.
        if (near) bad.push(say(el, 'page.opt.not_option_near', { option: name(k), near: name(near) }));
        else if (given.source === 'query') bad.push(say(el, 'page.opt.not_option', { option: name(k), known: KNOWN.join(', ') }));
      });
    }
    oneOf('mode', ['play', 'watch', 'hint'], 'page.opt.plays');
    oneOf('theme', ['auto', 'light', 'dark', 'contrast'], 'page.opt.theme_auto');
    if (has('lang') && !PAGE_TEXT[langCode(o.lang)]) oneOf('lang', Object.keys(PAGE_TEXT).sort(), 'page.opt.lang_browser');
    if (has('seed') && !(/^\s*\d+\s*$/.test(String(o.seed)) && Number(o.seed) <= Number.MAX_SAFE_INTEGER))
      refuse('seed', 'page.opt.seed');
    number('speed', 0, 'page.opt.speed');
    number('size', 1, 'page.opt.size');
    number('loadTimeout', 1, 'page.opt.timeout');
    flag('persist', 'its default');
    flag('autoplay', 'true');
    flag('eager', 'false');
    if (has('puzzle') && has('seed')) refuse('seed', 'page.opt.seed_with_puzzle', { puzzle: name('puzzle') });
    if (has('level') && !has('seed') && !has('variant')) refuse('level', 'page.opt.level_without_seed', { seed: name('seed') });
    oneOf('variant', ['9x9', '4x4', '6x6', '12x12', '16x16', 'jigsaw', 'x', 'killer'], 'page.opt.variant_classic');
    if (has('puzzle') && has('variant')) refuse('variant', 'page.opt.seed_with_puzzle', { puzzle: name('puzzle') });
    ['strategy', 'speed', 'autoplay'].forEach(function (k) {
      if (has(k) && o.mode !== 'watch') refuse(k, 'page.opt.watch_only', { watch: name('mode', 'watch') });
    });
    return { options: o, problems: bad };
  }

  async function mount(el, given) {
    given = given || {};
    // The board's language until the board says which it uses (host event 'lang').
    el.sudokuLang = pickLang(given.lang);
    const checked = checkOptions(el, given);
    const options = checked.options;
    // Stored games by default only where the page does not name a game; never for an iframe's URL.
    if (options.persist === undefined)
      options.persist = given.source === 'query' ? false
        : given.source === 'data' ? !given.puzzle && given.seed === undefined && given.variant === undefined && given.mode !== 'watch' : true;
    el.classList.add('sudoku-host');
    // SDL takes Tab from the canvas (its keys are the board's): let it move the focus on
    // (to the mirror's grid and buttons) rather than trap the keyboard in the board.
    el.addEventListener('keydown', function (e) {
      if (e.key === 'Tab' && e.target.classList && e.target.classList.contains('sudoku-canvas')) e.stopPropagation();
    }, true);
    showLoading(el);
    if (options.size && !options.fullPage) {
      const size = Number(options.size);
      el.style.width = size + 'px';
      if (!el.style.height) el.style.height = Math.round(size * (options.mode === 'watch' ? 1.55 : 1.5)) + 'px';
    }

    let inst = null, copy = null, restarting = false, sync = null;
    const key = options.storageKey || ('sudoku:' + (el.id || 'board'));
    const board = {
      element: el,
      canvas: null,
      call: function (cmd) {
        inst.wake();
        const r = ask(inst, cmd);
        // A change made through the API is told to the other tabs now, not at the next
        // frame (a tab in the background gets frames late).
        if (sync && cmd && cmd.cmd !== 'state' && cmd.cmd !== 'save' && cmd.cmd !== 'stats') sync.poll();
        return r;
      },
      load: function (puzzle) { return board.call({ cmd: 'load', puzzle: puzzle }); },
      state: function () { return board.call({ cmd: 'state' }); },
      select: function (cell) { return board.call({ cmd: 'select', cell: cell }); },
      enter: function (digit) { return board.call({ cmd: 'enter', digit: digit }); },
      // true or 'dark', false or 'light', or 'contrast' (high contrast)
      setTheme: function (t) {
        return board.call({ cmd: 'theme', dark: t === true || t === 'dark' || t === 'contrast', contrast: t === 'contrast' });
      },
      watch: function (opts) { return board.call(Object.assign({ cmd: 'watch' }, opts)); },
      exportSvg: function (size) { return board.call({ cmd: 'exportSvg', size: size || 450 }).svg; },
      exportPng: function (size) { return svgToPng(board.exportSvg(size || 900), size || 900); }
    };
    // A save the browser refuses is said once (not on every move), with what to do.
    function store(what, value) {
      const problem = storageSet(el, key + what, value);
      if (!problem) return;
      notify(el, 'storage', say(el, 'page.storage', { problem: problem }),
        [say(el, 'page.storage_keep'), say(el, 'page.storage_link'), say(el, 'page.storage_allow')]);
    }
    // Writes through the tabs' sync where this board keeps its game (persist).
    function keep(what, value) { if (sync) sync.wrote(what, value); else store(what, value); }
    function hostEvent(type, payload) {
      if (type === 'changed') { if (board.a11y) board.a11y.changed(); }
      else if (type === 'save') { if (options.persist !== false) keep('.save', payload); }
      else if (type === 'first-frame') {
        board.firstFrameAt = performance.now();  // since the page's navigation began
        board.firstFrameMs = board.firstFrameAt - inst.started;
        el.dispatchEvent(new CustomEvent('sudoku-first-frame', { detail: board.firstFrameMs }));
      }
      else if (type === 'download-svg') download(payload, 'sudoku.svg', 'image/svg+xml');
      else if (type === 'prefs') keep('.prefs', payload);
      else if (type === 'stats') { if (options.persist !== false) keep('.stats', payload); }
      else if (type === 'copy') copyText(el, payload, 'puzzle');
      else if (type === 'copy-link') copyText(el, location.href.split('#')[0] + payload, 'link');
      else if (type === 'ask-daily') board.call({ cmd: 'daily', date: today() });
      else if (type === 'lang') {
        const was = el.sudokuLang;
        el.sudokuLang = payload;
        el.lang = payload;
        if (board.a11y && was !== payload) board.a11y.setWords(mirrorWords(payload));
        if (options.fullPage) document.documentElement.lang = payload;
      }
      else if (type === 'ask-watch') {
        dialog(el, say(el, 'page.ask_watch'), '', say(el, 'page.watch_it'), function (t) {
          const r = board.call({ cmd: 'watch', puzzle: t, play: true });
          return r.ok ? null : r.error;
        });
      } else if (type === 'ask-import') {
        dialog(el, say(el, 'page.ask_import'), '', say(el, 'page.play_it'), function (t) {
          const r = board.call({ cmd: 'import', text: t });
          return r.ok ? null : r.error;
        });
      }
    }

    // What a fresh instance needs to go on where another stopped: the game (the save the
    // autosave writes, undo history and options included), statistics, selection,
    // preferences and the watched search. The C++ side outlives a lost context, so it can
    // still answer.
    // {error} says why not.
    function snapshot(from) {
      try {
        const save = ask(from, { cmd: 'save' });
        if (!save.ok) return { error: save.error || say(el, 'page.not_saved') };
        const state = ask(from, { cmd: 'state' });
        const stats = state.stats && Object.keys(state.stats).length ? ask(from, { cmd: 'stats' }) : null;
        return { save: save.save, state: state, stats: stats && stats.ok ? stats.stats : null };
      } catch (e) { return { error: String(e && e.message || e) }; }
    }
    function resume(snap) {
      const st = snap.state;
      board.call({ cmd: 'restore', save: snap.save });
      if (snap.stats) board.call({ cmd: 'stats', load: snap.stats });
      board.call(Object.assign({}, st.prefs, { cmd: 'theme' }));
      board.call({ cmd: 'notes', on: !!st.notes });
      if (st.selected >= 0) board.call({ cmd: 'select', cell: st.selected });
      const w = st.watch;
      if (w && w.lanes.length) {
        board.call({ cmd: 'watch', puzzle: w.puzzle, strategies: w.lanes.map(function (l) { return l.strategy; }), speed: w.speed });
        board.call({ cmd: 'watchControl', action: 'seek', step: Math.max.apply(null, w.lanes.map(function (l) { return l.steps; })) });
        if (w.playing) board.call({ cmd: 'watchControl', action: 'play' });
      }
      if (w) board.call({ cmd: 'heat', on: !!w.heat });
      board.call({ cmd: 'mode', mode: st.mode });
    }

    // What the options ask for: theme, the stored preferences and game, a puzzle or seed, a mode.
    // Says which options could not be used and why; `later` are the board's own refusals.
    function reportOptions(later) {
      const all = checked.problems.concat(later);
      if (all.length) notify(el, 'options', say(el, 'page.options'), all);
    }
    function begin() {
      const later = [];
      const refused = function (k, key, error) { later.push(optionName(el, given, k, options[k]) + ': ' + say(el, key, { error: error })); };
      // The page's language first (data-lang, else the browser's): the player's choice, restored with the preferences below, wins.
      const lang = board.call({ cmd: 'lang', lang: options.lang ? langCode(options.lang) : '', languages: navigator.languages || [navigator.language] });
      if (!lang.ok) refused('lang', 'page.refused_lang', lang.error);
      const theme = options.theme || 'auto';
      board.setTheme(theme !== 'auto' ? theme : contrast && contrast.matches ? 'contrast' : !!(scheme && scheme.matches));
      board.call({ cmd: 'motion', reduce: !!(motion && motion.matches) });
      // Preferences and the saved game, unless the page asks for a given puzzle.
      const prefs = options.persist === false ? null : storageGet(key + '.prefs');
      if (prefs) {
        try { board.call(Object.assign(JSON.parse(prefs), { cmd: 'theme' })); } catch (e) { /* ignore foreign data */ }
      }
      const stats = options.persist === false ? null : storageGet(key + '.stats');
      if (stats) board.call({ cmd: 'stats', load: stats });  // a damaged copy is reported in the panel
      const saved = options.persist === false ? null : storageGet(key + '.save');
      if (saved) board.call({ cmd: 'restore', save: saved });
      if (options.puzzle) {
        const r = board.load(options.puzzle);
        // A watched puzzle needs no single solution: the watch below says if it is refused.
        if (!r.ok && options.mode !== 'watch') refused('puzzle', 'page.refused_puzzle', r.error);
      } else if (options.seed !== undefined || options.variant !== undefined) {
        // data-variant: a game of that variant (and size), from the seed when one is given.
        const ask = { cmd: 'newGame', level: options.level || 'easy', wait: true };
        if (options.seed !== undefined) ask.seed = Number(options.seed);
        if (options.variant !== undefined) ask.variant = String(options.variant);
        const r = board.call(ask);
        if (!r.ok) refused(options.level ? 'level' : options.seed !== undefined ? 'seed' : 'variant', 'page.refused_seed', r.error);
      }
      if (options.mode === 'watch') {
        const w = {
          strategies: String(options.strategy || 'classic').split(',').map(function (x) { return x.trim(); }),
          speed: options.speed === undefined ? 20 : Number(options.speed),
          // A search that moves by itself waits for Play where the system asks for less motion.
          play: options.autoplay === true || (options.autoplay !== false && !(motion && motion.matches))
        };
        if (options.puzzle) w.puzzle = options.puzzle;
        let r = board.watch(w);
        if (!r.ok && /strateg/.test(r.error)) {
          refused('strategy', 'page.refused_strategy', r.error);
          w.strategies = ['classic'];
          r = board.watch(w);
        }
        if (!r.ok && w.puzzle) {
          refused('puzzle', 'page.refused_watch_puzzle', r.error);
          delete w.puzzle;
          r = board.watch(w);
        }
        if (!r.ok) later.push(say(el, 'page.watch_failed', { error: r.error }));
      } else if (options.mode === 'hint') {
        board.call({ cmd: 'prefs', overlay: true });
        board.call({ cmd: 'hint' });
        board.call({ cmd: 'hint' });
        board.call({ cmd: 'hint' });
      }
      const linked = options.useHash && location.hash.length > 1;
      if (linked) board.call({ cmd: 'fragment', text: location.hash });
      // A first visit (nothing stored, nothing asked for) opens a fresh game at the default
      // level; its clock waits for the first input, and it is saved from then on.
      if (!saved && !linked && !options.puzzle && options.seed === undefined && options.variant === undefined && options.mode !== 'watch' && options.mode !== 'hint')
        board.call({ cmd: 'newGame', level: options.level || 'easy', wait: true, quiet: true });
      reportOptions(later);
    }

    // After the browser restores a lost context, an embedded board starts a fresh instance
    // in the same element, hands it the game and ends the old one; `board` stays the same
    // object (board.canvas is the new canvas) and the element gets a 'sudoku-restored' event.
    async function restart() {
      if (restarting) return;
      restarting = true;
      const old = inst;
      const panel = el.querySelector('.sudoku-error');
      if (panel) panel.remove();
      showLoading(el, say(el, 'page.restarting'));
      let next;
      try {
        next = await startInstance(el, options, host);
      } catch (e) {
        restarting = false;
        showError(el, say(el, 'page.restart_failed', { error: e.message.replace(/\.$/, '') }));
        return;
      }
      // The old instance still answers, with anything the page did meanwhile; else the copy
      // taken when the context was lost.
      let snap = snapshot(old);
      if (snap.error && copy && !copy.error) snap = copy;
      old.stop();
      inst = next;
      copy = null;
      board.canvas = next.canvas;
      el.classList.remove('sudoku-failed');
      hideLoading(el);
      next.activate();
      if (sync) sync.started = false;  // the new instance has no game yet
      let lostGame = snap.error;
      if (!lostGame) {
        try { resume(snap); } catch (e) { lostGame = say(el, 'page.refused', { error: e && e.message || e }); }
      }
      if (lostGame) {
        const stored = options.persist !== false && storageGet(key + '.save');
        begin();
        // Said every time it happens (not once, as the other notices).
        if (el.sudokuNotices) delete el.sudokuNotices.restart;
        const before = el.querySelector('.sudoku-notice[data-kind="restart"]');
        if (before) before.remove();
        notify(el, 'restart', say(el, 'page.restart_lost', { error: lostGame.replace(/\.$/, '') }) + ' ' +
          say(el, stored ? 'page.restart_stored' : 'page.restart_fresh'));
      }
      if (sync) sync.rebase();
      if (document.visibilityState === 'hidden') board.call({ cmd: 'visibility', visible: false });
      board.call({ cmd: 'motion', reduce: !!(motion && motion.matches) });
      if (board.a11y) board.a11y.canvasChanged();
      const active = document.activeElement;
      if (old.hadFocus && (!active || active === document.body)) next.canvas.focus({ preventScroll: true });
      restarting = false;
      el.dispatchEvent(new CustomEvent('sudoku-restored', { detail: board }));
    }

    const host = {
      event: hostEvent,
      crashed: function (from, what) {
        if (from !== inst) return;
        showCrash(el, key, options.persist !== false, what, function () {
          if (options.fullPage) location.reload(); else restart();
        });
      },
      visible: function (v) { board.visible = v; },
      lost: function (from) {
        if (from !== inst) return;
        copy = snapshot(from);
        showError(el, say(el, 'page.context_lost') + (options.fullPage ? '' : ' ' + say(el, 'page.context_back')));
      },
      // The full-page app reloads (it resumes its autosave); an embedded board restarts.
      restored: function (from) {
        if (from !== inst) return;
        if (options.fullPage) location.reload(); else restart();
      }
    };

    const scheme = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const contrast = window.matchMedia ? window.matchMedia('(prefers-contrast: more), (forced-colors: active)') : null;
    const motion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    // Below the fold: nothing is fetched or made until the board is scrolled near.
    await nearViewport(el, options).ready;
    const mirrorReady = loadMirror();
    // A load that hangs (a server that does not answer) is said within seconds; the panel
    // goes away if the board arrives after all.
    const wait = options.loadTimeout === undefined ? 10 : Number(options.loadTimeout);
    const slow = setTimeout(function () {
      showError(el, say(el, 'page.slow', { seconds: wait }), 'slow');
    }, wait * 1000);
    try {
      inst = await startInstance(el, options, host);
    } finally {
      clearTimeout(slow);
    }
    const late = el.querySelector('.sudoku-error[data-kind="slow"]');
    if (late) late.remove();
    el.classList.remove('sudoku-failed');
    board.canvas = inst.canvas;
    hideLoading(el);
    inst.activate();
    board.crashed = function () { return !!inst.crashed; };
    if (options.persist !== false) sync = tabSync(el, board, key, store);
    begin();
    if (sync) sync.started = true;
    const mirror = await mirrorReady;
    if (mirror && !inst.crashed) board.a11y = mirror.attach(board, el, mirrorWords(langOf(el)));
    // The page's own listeners, once per board: they reach whichever instance is current.
    if ((options.theme || 'auto') === 'auto' && scheme && scheme.addEventListener) {
      scheme.addEventListener('change', function (e) { if (!(contrast && contrast.matches)) board.setTheme(e.matches); });
      if (contrast && contrast.addEventListener)
        contrast.addEventListener('change', function (e) { board.setTheme(e.matches ? 'contrast' : !!(scheme && scheme.matches)); });
    }
    if (motion && motion.addEventListener)
      motion.addEventListener('change', function (e) { board.call({ cmd: 'motion', reduce: e.matches }); });
    if (options.useHash)
      window.addEventListener('hashchange', function () { board.call({ cmd: 'fragment', text: location.hash }); });
    document.addEventListener('visibilitychange', function () {
      board.call({ cmd: 'visibility', visible: document.visibilityState !== 'hidden' });
    });
    if (options.focus) inst.canvas.focus({ preventScroll: true });
    mounted.push(el);
    return board;
  }

  // Options from an element's data-* attributes (data-puzzle, data-mode, ...).
  // (persist defaults to storing only where no puzzle, seed or watch is asked for.)
  function optionsOf(el) {
    const o = { source: 'data' };
    for (const k in el.dataset) if (k !== 'sudoku') o[k] = el.dataset[k];
    return o;
  }

  function mountAll(root) {
    const els = (root || document).querySelectorAll('[data-sudoku]');
    return Promise.all(Array.prototype.map.call(els, function (el) {
      if (el.sudokuBoard) return el.sudokuBoard;
      el.sudokuBoard = mount(el, optionsOf(el)).catch(function (e) { console.info('sudoku: ' + e.message); return null; });
      return el.sudokuBoard;
    }));
  }

  // The offline worker, only where the site asks for it (the full app, embed.html?offline=true,
  // <script src="web/sudoku.js" data-offline>): it keeps the site's files after a visit so the
  // page starts without the network (assets/site/sw.js). Resolves to {ok, scope} or {ok: false,
  // reason}; a worker that cannot be registered is said in words on the console and changes
  // nothing else. Call it once the board is up: registering never slows the start.
  let offlineAsked = null;
  function offline(url) {
    if (offlineAsked) return offlineAsked;
    const say = function (reason) {
      console.info('sudoku: the board will not work offline: ' + reason + '.');
      return { ok: false, reason: reason };
    };
    if (!('serviceWorker' in navigator))
      offlineAsked = Promise.resolve(say('this browser or this address (offline use needs https or localhost) has no service workers'));
    else offlineAsked = navigator.serviceWorker.register(url || base + 'sw.js').then(function (reg) {
      // A worker that cannot store the files (one missing on the server) ends 'redundant'.
      const w = reg.installing;
      if (w) w.addEventListener('statechange', function () {
        if (w.state === 'redundant' && !reg.active) say('its files could not all be stored (' + (url || base + 'sw.js') + ')');
      });
      offerUpdate(reg);
      return { ok: true, scope: reg.scope };
    }, function (e) {
      return say((url || base + 'sw.js') + ' could not be registered (' + (e && e.message || e) + ')');
    });
    return offlineAsked;
  }

  // A new build stored by the worker waits (assets/site/sw.js): the boards offer it, and
  // taking it reloads the page once the new worker is in charge. The game, statistics and
  // settings stay in storage, which every build reads.
  const mounted = [];
  function offerUpdate(reg) {
    const offer = function (w) {
      if (!navigator.serviceWorker.controller) return;  // a first visit: nothing older runs
      mounted.forEach(function (el) {
        notify(el, 'update', say(el, 'page.update_ready'), null, {
          label: say(el, 'page.update_reload'),
          run: function () {
            navigator.serviceWorker.addEventListener('controllerchange', function () { location.reload(); });
            w.postMessage('skip-waiting');
          }
        });
      });
    };
    if (reg.waiting) offer(reg.waiting);
    reg.addEventListener('updatefound', function () {
      const w = reg.installing;
      if (w) w.addEventListener('statechange', function () { if (w.state === 'installed') offer(w); });
    });
  }

  const script = document.currentScript;
  const offlineByScript = !!(script && script.hasAttribute('data-offline'));
  window.SudokuApp = { mount: mount, mountAll: mountAll, optionsOf: optionsOf, offline: offline };
  function start() {
    mountAll().then(function () { if (offlineByScript) offline(); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
