// A board on the page: the object SudokuApp.mount resolves to (docs/board.md).
// A part of web/sudoku.js: the build puts it inside that file's closure (cmake/PageText.cmake,
// its /*INCLUDE*/ markers), so it shares the closure's names and adds none to the page.

// What the C++ side tells the page (sudoku_host_event in main_web.cpp), one handler a name:
// fn(board, payload). An unknown name is ignored (a newer program on an older page).
const HOST_EVENTS = {
  changed: function (b) { if (b.a11y) b.a11y.changed(); },
  save: function (b, text) { if (b.options.persist !== false) b.keep('.save', text); },
  stats: function (b, text) { if (b.options.persist !== false) b.keep('.stats', text); },
  prefs: function (b, text) { b.keep('.prefs', text); },
  'first-frame': function (b) {
    b.drawn();
    b.firstFrameAt = performance.now();  // since the page's navigation began
    b.firstFrameMs = b.firstFrameAt - b.inst.started;
    b.element.dispatchEvent(new CustomEvent('sudoku-first-frame', { detail: b.firstFrameMs }));
  },
  'download-svg': function (b, svg) { download(svg, 'sudoku.svg', 'image/svg+xml'); },
  copy: function (b, text) { copyText(b.element, text, 'puzzle'); },
  'copy-link': function (b, fragment) { copyText(b.element, location.href.split('#')[0] + fragment, 'link'); },
  'ask-daily': function (b) { b.call({ cmd: 'daily', date: today() }); },
  // The settings' language list is open: every table fetched now, so a choice needs no wait.
  'want-languages': function () { PAGE_LANGS.forEach(function (code) { fetchText(code); }); },
  'ask-watch': function (b) {
    b.askText('page.ask_watch', 'page.watch_it', function (t) { return { cmd: 'watch', puzzle: t, play: true }; });
  },
  'ask-import': function (b) {
    b.askText('page.ask_import', 'page.play_it', function (t) { return { cmd: 'import', text: t, wait: false }; });
  },
  lang: function (b, lang) {
    const el = b.element, was = el.sudokuLang;
    el.sudokuLang = lang;
    el.lang = lang;
    if (was !== lang) fetchWords(lang).then(function () {
      if (b.a11y && el.sudokuLang === lang) b.a11y.setWords(mirrorWords(lang));
    });
    if (b.options.fullPage) document.documentElement.lang = lang;
  }
};

class Board {
  // Checks the options and readies the element; start() makes the instance.
  constructor(el, given) {
    given = given || {};
    // The board's language until the board says which it uses (host event 'lang').
    el.sudokuLang = pickLang(given.lang);
    const checked = checkOptions(el, given);
    const options = checked.options;
    // Stored games by default only where the page does not name a game; never for an iframe's URL.
    if (options.persist === undefined)
      options.persist = given.source === 'query' ? false
        : given.source === 'data' ? !given.puzzle && given.seed === undefined && given.variant === undefined && given.mode !== 'watch' : true;
    this.element = el;
    this.canvas = null;
    this.a11y = null;
    this.options = options;
    this.given = given;
    this.problems = checked.problems;
    this.key = options.storageKey || ('sudoku:' + (el.id || 'board'));
    this.inst = null;         // the WebAssembly instance (a new one after a lost context)
    this.copy = null;         // the game taken when the context was lost
    this.sync = null;         // tabSync, where the board keeps its game
    this.restarting = false;
    this.destroyed = false;
    this.own = [];            // [target, type, fn, capture]: listeners that destroy() takes off
    // The first frame drawn: the mirror is built after it (issue 23: the board first), or
    // after a second if frames do not come (a hidden tab).
    this.firstDrawn = new Promise((resolve) => { this.drawn = resolve; });
    el.classList.add('sudoku-host');
    // SDL takes Tab from the canvas (its keys are the board's): let it move the focus on
    // (to the mirror's grid and buttons) rather than trap the keyboard in the board.
    this.listen(el, 'keydown', function (e) {
      if (e.key === 'Tab' && e.target.classList && e.target.classList.contains('sudoku-canvas')) e.stopPropagation();
    }, true);
    // A puzzle pasted on the board (not into a text field): Enter a puzzle opens with it, to
    // confirm (f-puzzles JSON and links, SudokuPad links, JSON lines, 81 digits, killers).
    this.listen(el, 'paste', function (e) {
      const t = e.target;
      if (!self.inst || (t && (t.tagName === 'TEXTAREA' || t.tagName === 'INPUT' || t.isContentEditable))) return;
      const text = e.clipboardData ? e.clipboardData.getData('text') : '';
      if (!text || !text.trim() || el.querySelector('.sudoku-dialog')) return;
      e.preventDefault();
      self.askText('page.ask_import', 'page.play_it', function (x) { return { cmd: 'import', text: x, wait: false }; }, text.trim());
    });
    showLoading(el);
    this.sized = !!(options.size && !options.fullPage);
    if (this.sized) {
      const size = Number(options.size);
      el.style.width = size + 'px';
      if (!el.style.height) el.style.height = Math.round(size * (options.mode === 'watch' ? 1.55 : 1.5)) + 'px';
    }
    const self = this;
    // What the instance tells its board (startInstance); an old instance's word is ignored.
    this.host = {
      event: function (type, payload) { if (HOST_EVENTS[type]) HOST_EVENTS[type](self, payload); },
      crashed: function (from, what) {
        if (from !== self.inst) return;
        showCrash(el, self.key, options.persist !== false, what, function () {
          if (options.fullPage) location.reload(); else self.restart();
        });
      },
      visible: function (v) { self.visible = v; },
      lost: function (from) {
        if (from !== self.inst) return;
        self.copy = self.snapshot(from);
        showError(el, say(el, 'page.context_lost') + (options.fullPage ? '' : ' ' + say(el, 'page.context_back')));
      },
      // The full-page app reloads (it resumes its autosave); an embedded board restarts.
      restored: function (from) {
        if (from !== self.inst) return;
        if (options.fullPage) location.reload(); else self.restart();
      }
    };
  }

  listen(target, type, fn, capture) {
    target.addEventListener(type, fn, capture);
    this.own.push([target, type, fn, capture]);
  }

  // --- the page API ---------------------------------------------------------------------
  call(cmd) {
    if (this.destroyed) return { ok: false, error: 'this board was destroyed (board.destroy())' };
    // The program wakes its loop for a command that changes something (a read draws nothing).
    const r = ask(this.inst, cmd);
    // A change made through the API is told to the other tabs now, not at the next
    // frame (a tab in the background gets frames late).
    if (this.sync && cmd && cmd.cmd !== 'state' && cmd.cmd !== 'save' && cmd.cmd !== 'stats') this.sync.poll();
    return r;
  }
  load(puzzle) { return this.call({ cmd: 'load', puzzle: puzzle }); }
  state() { return this.call({ cmd: 'state' }); }
  select(cell) { return this.call({ cmd: 'select', cell: cell }); }
  enter(digit) { return this.call({ cmd: 'enter', digit: digit }); }
  // true or 'dark', false or 'light', or 'contrast' (high contrast)
  setTheme(t) {
    return this.call({ cmd: 'theme', dark: t === true || t === 'dark' || t === 'contrast', contrast: t === 'contrast' });
  }
  watch(opts) { return this.call(Object.assign({ cmd: 'watch' }, opts)); }
  exportSvg(size) { return this.call({ cmd: 'exportSvg', size: size || 450 }).svg; }
  exportPng(size) { return svgToPng(this.exportSvg(size || 900), size || 900); }
  crashed() { return !!(this.inst && this.inst.crashed); }
  // Resolves once the program's second part (the hint engine, grading, the variants: issue 23)
  // is joined to the board's, fetched after its first frame; until then such work goes to the
  // engine's worker and the board says it is loading.
  engineReady() { return this.inst ? this.inst.restReady : Promise.resolve(); }
  // The system's colours, for a board whose theme is 'auto' (the page-wide listeners call it).
  followSystem() { if ((this.options.theme || 'auto') === 'auto') this.setTheme(systemTheme()); }

  // --- what the board keeps -------------------------------------------------------------
  // A save the browser refuses is said once (not on every move), with what to do.
  store(what, value) {
    const el = this.element, problem = storageSet(el, this.key + what, value);
    if (!problem) return;
    notify(el, 'storage', say(el, 'page.storage', { problem: problem }),
      [say(el, 'page.storage_keep'), say(el, 'page.storage_link'), say(el, 'page.storage_allow')]);
  }
  // Writes through the tabs' sync where this board keeps its game (persist).
  keep(what, value) { if (this.sync) this.sync.wrote(what, value); else this.store(what, value); }
  // A dialog asking for text, which toCmd(text) makes a command of; its refusal is said there.
  askText(titleKey, okKey, toCmd, text) {
    const self = this, el = this.element;
    dialog(el, say(el, titleKey), text || '', say(el, okKey), function (t) {
      const r = self.call(toCmd(t));
      return r.ok ? null : r.error;
    });
  }

  // --- start and stop -------------------------------------------------------------------
  // Waits until the board is near the viewport (nearViewport), starts its instance, then
  // hands it the options, the stored game and the mirror. Resolves to the board.
  async start() {
    const el = this.element, options = this.options;
    this.near = nearViewport(el, options);
    await this.near.ready;
    if (this.destroyed) return this;
    enlist(this);
    // The board's language table comes beside the program (the player's stored choice too).
    let stored = null;
    try { stored = options.persist === false ? null : JSON.parse(storageGet(this.key + '.prefs') || 'null'); } catch (e) { /* foreign data */ }
    const texts = Promise.all([fetchText(el.sudokuLang), fetchText(stored && langCode(stored.lang))]);
    // A load that hangs (a server that does not answer) is said within seconds; the panel
    // goes away if the board arrives after all.
    const wait = options.loadTimeout === undefined ? 10 : Number(options.loadTimeout);
    this.slow = setTimeout(function () { showError(el, say(el, 'page.slow', { seconds: wait }), 'slow'); }, wait * 1000);
    let inst;
    try {
      inst = await startInstance(el, options, this.host);
    } catch (e) {
      delist(this);  // a board that never started holds no page listener
      throw e;
    } finally {
      clearTimeout(this.slow);
    }
    await texts;  // long there on a slow link; on a fast one it may come after the program
    if (this.destroyed) { inst.stop(); return this; }
    // Said again now that the board's words are here (English before).
    inst.canvas.setAttribute('aria-label', say(el, 'page.board_label'));
    this.problems = checkOptions(el, this.given).problems;
    this.inst = inst;
    // The mirror's script is fetched once the board has drawn (or a second after its start
    // without a frame: a hidden tab), so on a slow link it does not share the wire with the
    // program's files (issue 23).
    const mirrorReady = Promise.race([this.firstDrawn, new Promise(function (resolve) { setTimeout(resolve, 1000); })])
      .then(loadMirror);
    const late = el.querySelector('.sudoku-error[data-kind="slow"]');
    if (late) late.remove();
    el.classList.remove('sudoku-failed');
    this.canvas = inst.canvas;
    hideLoading(el);
    inst.activate();
    if (options.persist !== false) this.sync = tabSync(el, this, this.key, this.store.bind(this));
    this.begin();
    if (this.sync) this.sync.started = true;
    const mirror = await mirrorReady;
    if (this.destroyed) return this;
    if (mirror && !inst.crashed) this.a11y = mirror.attach(this, el, mirrorWords(langOf(el)));
    if (options.focus) inst.canvas.focus({ preventScroll: true });
    return this;
  }

  // Takes the board off the page for good: its instance (sudoku_shutdown, its WebGL context
  // handed back, its canvas), its mirror, its tab sync, its listeners and timers, and what it
  // put into its element. The element stays, empty of the board, and may get a new one.
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    const el = this.element;
    if (this.near) this.near.cancel();
    clearTimeout(this.slow);
    delist(this);
    this.own.splice(0).forEach(function (l) { l[0].removeEventListener(l[1], l[2], l[3]); });
    if (this.sync) this.sync.close();
    if (this.a11y) this.a11y.destroy();
    if (this.inst) this.inst.stop();
    el.querySelectorAll(':scope > .sudoku-error, :scope > .sudoku-notices, :scope > .sudoku-dialog, :scope > .sudoku-loading')
      .forEach(function (n) { n.remove(); });
    el.className = el.className.replace(/ ?sudoku-(host|failed|theme-\w+)/g, '');
    if (this.sized) { el.style.width = ''; el.style.height = ''; }
    delete el.sudokuNotices;
    delete el.sudokuBoard;
    el.dispatchEvent(new CustomEvent('sudoku-destroyed', { detail: this }));
  }
}
