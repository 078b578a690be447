// A board's game across instances: the snapshot of one instance and its resumption in the
// next (after a lost WebGL context), the start from the options and storage, the restart.
// A part of web/sudoku.js: the build puts it inside that file's closure (cmake/PageText.cmake,
// its /*INCLUDE*/ markers), so it shares the closure's names and adds none to the page.

// What a fresh instance needs to go on where another stopped: the game (the save the
// autosave writes, undo history and options included), statistics, selection,
// preferences and the watched search. The C++ side outlives a lost context, so it can
// still answer.
// {error} says why not.
Board.prototype.snapshot = function (from) {
  const el = this.element;
  try {
    const save = ask(from, { cmd: 'save' });
    if (!save.ok) return { error: save.error || say(el, 'page.not_saved') };
    const state = ask(from, { cmd: 'state' });
    const stats = state.stats && Object.keys(state.stats).length ? ask(from, { cmd: 'stats' }) : null;
    return { save: save.save, state: state, stats: stats && stats.ok ? stats.stats : null };
  } catch (e) { return { error: String(e && e.message || e) }; }
};
Board.prototype.resume = function (snap) {
  const b = this;
  const st = snap.state;
  b.call({ cmd: 'restore', save: snap.save });
  if (snap.stats) b.call({ cmd: 'stats', load: snap.stats });
  b.call(Object.assign({}, st.prefs, { cmd: 'theme' }));
  b.call({ cmd: 'notes', on: !!st.notes });
  if (st.selected >= 0) b.call({ cmd: 'select', cell: st.selected });
  const w = st.watch;
  if (w && w.lanes.length) {
    b.call({ cmd: 'watch', puzzle: w.puzzle, strategies: w.lanes.map(function (l) { return l.strategy; }), speed: w.speed });
    b.call({ cmd: 'watchControl', action: 'seek', step: Math.max.apply(null, w.lanes.map(function (l) { return l.steps; })) });
    if (w.playing) b.call({ cmd: 'watchControl', action: 'play' });
  }
  if (w) b.call({ cmd: 'heat', on: !!w.heat });
  b.call({ cmd: 'mode', mode: st.mode });
};

// What the options ask for: theme, the stored preferences and game, a puzzle or seed, a mode.
// Says which options could not be used and why; `later` are the board's own refusals.
Board.prototype.reportOptions = function (later) {
  const el = this.element, all = this.problems.concat(later);
  if (all.length) notify(el, 'options', say(el, 'page.options'), all);
};
Board.prototype.begin = function () {
  const b = this, el = b.element, options = b.options, given = b.given, key = b.key;
  const later = [];
  const refused = function (k, key, error) { later.push(optionName(el, given, k, options[k]) + ': ' + say(el, key, { error: error })); };
  // The page's language first (data-lang, else the browser's): the player's choice, restored with the preferences below, wins.
  const lang = b.call({ cmd: 'lang', lang: options.lang ? langCode(options.lang) : '', languages: navigator.languages || [navigator.language] });
  if (!lang.ok) refused('lang', 'page.refused_lang', lang.error);
  const theme = options.theme || 'auto';
  b.setTheme(theme !== 'auto' ? theme : systemTheme());
  b.call({ cmd: 'motion', reduce: reducedMotion() });
  // Preferences and the saved game, unless the page asks for a given puzzle.
  const prefs = options.persist === false ? null : storageGet(key + '.prefs');
  if (prefs) {
    try { b.call(Object.assign(JSON.parse(prefs), { cmd: 'theme' })); } catch (e) { /* ignore foreign data */ }
  }
  const stats = options.persist === false ? null : storageGet(key + '.stats');
  if (stats) b.call({ cmd: 'stats', load: stats });  // a damaged copy is reported in the panel
  const saved = options.persist === false ? null : storageGet(key + '.save');
  if (saved) b.call({ cmd: 'restore', save: saved });
  if (options.puzzle) {
    const r = b.load(options.puzzle);
    // A watched puzzle needs no single solution: the watch below says if it is refused.
    if (!r.ok && options.mode !== 'watch') refused('puzzle', 'page.refused_puzzle', r.error);
  } else if (options.seed !== undefined || options.variant !== undefined) {
    // data-variant: a game of that variant (and size), from the seed when one is given.
    const game = { cmd: 'newGame', level: options.level || 'easy', wait: true };
    if (options.seed !== undefined) game.seed = Number(options.seed);
    if (options.variant !== undefined) game.variant = String(options.variant);
    const r = b.call(game);
    if (!r.ok) refused(options.level ? 'level' : options.seed !== undefined ? 'seed' : 'variant', 'page.refused_seed', r.error);
  }
  if (options.mode === 'watch') {
    const w = {
      strategies: String(options.strategy || 'classic').split(',').map(function (x) { return x.trim(); }),
      speed: options.speed === undefined ? 20 : Number(options.speed),
      // A search that moves by itself waits for Play where the system asks for less motion.
      play: options.autoplay === true || (options.autoplay !== false && !reducedMotion())
    };
    if (options.puzzle) w.puzzle = options.puzzle;
    let r = b.watch(w);
    if (!r.ok && /strateg/.test(r.error)) {
      refused('strategy', 'page.refused_strategy', r.error);
      w.strategies = ['classic'];
      r = b.watch(w);
    }
    if (!r.ok && w.puzzle) {
      refused('puzzle', 'page.refused_watch_puzzle', r.error);
      delete w.puzzle;
      r = b.watch(w);
    }
    if (!r.ok) later.push(say(el, 'page.watch_failed', { error: r.error }));
  } else if (options.mode === 'hint') {
    b.call({ cmd: 'prefs', overlay: true });
    b.call({ cmd: 'hint' });
    b.call({ cmd: 'hint' });
    b.call({ cmd: 'hint' });
  }
  const linked = options.useHash && location.hash.length > 1;
  if (linked) b.call({ cmd: 'fragment', text: location.hash, wait: false });
  // A first visit (nothing stored, nothing asked for) opens a fresh game at the default
  // level; its clock waits for the first input, and it is saved from then on.
  if (!saved && !linked && !options.puzzle && options.seed === undefined && options.variant === undefined && options.mode !== 'watch' && options.mode !== 'hint')
    b.call({ cmd: 'newGame', level: options.level || 'easy', wait: true, quiet: true });
  b.reportOptions(later);
};

// After the browser restores a lost context, an embedded board starts a fresh instance
// in the same element, hands it the game and ends the old one; the board stays the same
// object (board.canvas is the new canvas) and the element gets a 'sudoku-restored' event.
Board.prototype.restart = async function () {
  const b = this, el = b.element, options = b.options;
  if (b.restarting || b.destroyed) return;
  b.restarting = true;
  const old = b.inst;
  const panel = el.querySelector('.sudoku-error');
  if (panel) panel.remove();
  showLoading(el, say(el, 'page.restarting'));
  let next;
  try {
    next = await startInstance(el, options, b.host);
  } catch (e) {
    b.restarting = false;
    showError(el, say(el, 'page.restart_failed', { error: e.message.replace(/\.$/, '') }));
    return;
  }
  if (b.destroyed) { next.stop(); return; }
  // The old instance still answers, with anything the page did meanwhile; else the copy
  // taken when the context was lost.
  let snap = b.snapshot(old);
  if (snap.error && b.copy && !b.copy.error) snap = b.copy;
  old.stop();
  b.inst = next;
  b.copy = null;
  b.canvas = next.canvas;
  el.classList.remove('sudoku-failed');
  hideLoading(el);
  next.activate();
  if (b.sync) b.sync.started = false;  // the new instance has no game yet
  let lostGame = snap.error;
  if (!lostGame) {
    try { b.resume(snap); } catch (e) { lostGame = say(el, 'page.refused', { error: e && e.message || e }); }
  }
  if (lostGame) {
    const stored = options.persist !== false && storageGet(b.key + '.save');
    b.begin();
    // Said every time it happens (not once, as the other notices).
    if (el.sudokuNotices) delete el.sudokuNotices.restart;
    const before = el.querySelector('.sudoku-notice[data-kind="restart"]');
    if (before) before.remove();
    notify(el, 'restart', say(el, 'page.restart_lost', { error: lostGame.replace(/\.$/, '') }) + ' ' +
      say(el, stored ? 'page.restart_stored' : 'page.restart_fresh'));
  }
  if (b.sync) b.sync.rebase();
  if (document.visibilityState === 'hidden') b.call({ cmd: 'visibility', visible: false });
  b.call({ cmd: 'motion', reduce: reducedMotion() });
  if (b.a11y) b.a11y.canvasChanged();
  const active = document.activeElement;
  if (old.hadFocus && (!active || active === document.body)) next.canvas.focus({ preventScroll: true });
  b.restarting = false;
  el.dispatchEvent(new CustomEvent('sudoku-restored', { detail: b }));
};

