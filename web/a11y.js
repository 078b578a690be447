// The screen-reader mirror of a board (loaded by sudoku.js, one per board): a DOM grid of
// 81 named cells over the canvas (role grid, roving tabindex, the board's keys), a polite
// live region that says each entry, mistake, hint and win, and DOM buttons for the panel's
// actions, hidden until one has the focus. It reads the state only after the board's
// "changed" event (C++ sends one when what the mirror shows changed: App::signature) and
// writes only the cells and controls whose text changed, so an idle board costs nothing.
// SudokuA11y.attach(board, element, table) -> mirror; SudokuA11y.words holds every word it
// says in English, `table` (sudoku.js: the page.a11y.* keys of the board's language) the
// same words translated; mirror.setWords(table) changes the language later.
(function () {
  'use strict';
  /*INCLUDE a11y/words.js*/
  /*INCLUDE a11y/panel.js*/

  function fill(text, vars) {
    return String(text).replace(/\{(\w+)\}/g, function (m, k) { return vars && vars[k] !== undefined ? vars[k] : m; });
  }
  function say(key, vars) { return fill(english[key], vars); }
  // The words of one language: English with a table's entries put in ("levels.easy" names a
  // word of a group, "|" separates a list's items); a word the table lacks stays English.
  function wordsFrom(table) {
    const w = JSON.parse(JSON.stringify(english));
    Object.keys(table || {}).forEach(function (key) {
      const v = String(table[key]), dot = key.indexOf('.');
      const group = dot > 0 ? w[key.slice(0, dot)] : null;
      if (group && typeof group === 'object' && !Array.isArray(group)) group[key.slice(dot + 1)] = v;
      else if (Array.isArray(w[key])) w[key] = v.split('|');
      else if (typeof w[key] === 'string') w[key] = v;
    });
    return w;
  }
  function time(ms) {
    const s = Math.floor(ms / 1000), pad = function (n) { return (n < 10 ? '0' : '') + n; };
    return s >= 3600 ? Math.floor(s / 3600) + ':' + pad(Math.floor(s / 60) % 60) + ':' + pad(s % 60) : Math.floor(s / 60) + ':' + pad(s % 60);
  }
  const digitsOf = function (s) { return s.split('').join(' '); };
  let count = 0;

  function attach(board, el, table) {
    const id = 'sudoku-a11y-' + (++count);
    let words = wordsFrom(table);
    const say = function (key, vars) { return fill(words[key], vars); };
    const root = document.createElement('div');
    root.className = 'sudoku-a11y';
    // Counters for tests and measurements: state reads, DOM writes, updates and the time
    // of the last ones in ms (the first, which names all 81 cells, in firstMs).
    const stats = { reads: 0, writes: 0, updates: 0, firstMs: 0, recentMs: [] };
    // Writes a property or attribute only when its value differs from the last one written.
    function put(node, name, value) {
      const memo = node.sudokuMemo || (node.sudokuMemo = {});
      if (memo[name] === value) return;
      memo[name] = value;
      stats.writes++;
      if (name in node && name !== 'role') node[name] = value;
      else if (value === null || value === false) node.removeAttribute(name);
      else node.setAttribute(name, value === true ? 'true' : value);
    }

    // The grid: n rows of n cells over the board's squares (CSS keeps it from the mouse);
    // built again when a game of another size comes.
    const help = document.createElement('p');
    help.id = id + '-help';
    help.className = 'sudoku-sr';
    const grid = document.createElement('div');
    grid.className = 'sudoku-a11y-grid';
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-describedby', help.id);
    const cells = [];
    let n = 0;  // cells a side
    function build(size) {
      const refocus = grid.contains(document.activeElement);
      n = size;
      cells.length = 0;
      grid.textContent = '';
      for (let r = 0; r < n; r++) {
        const row = document.createElement('div');
        row.setAttribute('role', 'row');
        for (let c = 0; c < n; c++) {
          const cell = document.createElement('div');
          cell.setAttribute('role', 'gridcell');
          cell.tabIndex = -1;
          cell.dataset.cell = r * n + c;
          row.appendChild(cell);
          cells.push(cell);
        }
        grid.appendChild(row);
      }
      labels = [];
      if (refocus) cells[0].focus({ preventScroll: true });
    }
    const live = document.createElement('div');
    live.className = 'sudoku-sr sudoku-live';
    live.setAttribute('role', 'status');
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('aria-atomic', 'true');
    const panel = document.createElement('div');
    panel.className = 'sudoku-a11y-panel';
    panel.setAttribute('role', 'group');
    root.append(grid, help, live, panel);
    el.appendChild(root);

    let st = null;           // the state last read
    let labels = [];         // each cell's name as last written
    build(9);
    let queued = 0;      // the update to come
    let placed = '';         // the board's place the grid was put at
    const mirror = { element: root, grid: grid, live: live, stats: stats, said: [] };

    function call(cmd) { return board.call(cmd); }
    function read() {
      stats.reads++;
      return board.state();
    }

    // --- announcements ---------------------------------------------------------------
    let flip = false;
    function announce(text) {
      if (!text) return;
      mirror.said.push(text);
      if (mirror.said.length > 50) mirror.said.shift();
      // The same sentence twice is still a change (a no-break space comes and goes).
      flip = !flip;
      live.textContent = text + (flip ? '' : '\u00a0');
      stats.writes++;
    }

    // --- cell names --------------------------------------------------------------------
    // Which cells are in conflict (1), mistaken (2) or in the hint (4), for label().
    const marks = new Uint8Array(256);
    function markCells(s) {
      marks.fill(0);
      s.conflictCells.forEach(function (i) { marks[i] |= 1; });
      s.mistakeCells.forEach(function (i) { if (s.checks[i] === 'w') marks[i] |= 2; });
      s.hint.cells.concat(s.hint.focus).forEach(function (i) { marks[i] |= 4; });
      if (s.filter && (s.filter.digit || s.filter.pairs)) s.filter.cells.forEach(function (i) { marks[i] |= 8; });
    }
    function label(s, i) {
      const where = say('cell', { r: Math.floor(i / n) + 1, c: i % n + 1 });
      if (s.mode === 'watch') {
        const lane = s.watch.lanes[0];
        const g = lane ? lane.grid : s.watch.puzzle;
        const v = g[i];
        if (v === '.' || v === '0') return where + ', ' + words.empty;
        return where + ', ' + v + (s.watch.puzzle[i] !== '.' && s.watch.puzzle[i] !== '0' ? ', ' + words.given : '');
      }
      if (s.paused) return where + ', ' + words.paused;
      const parts = [where];
      const v = s.grid[i];
      if (v === '.') {
        parts.push(words.empty);
        // Positional notes (the default) are "notes"; the centre ones say so.
        if (s.cornerMarks[i]) parts.push(say('notes', { list: digitsOf(s.cornerMarks[i]) }));
        if (s.centreMarks[i]) parts.push(say('centreNotes', { list: digitsOf(s.centreMarks[i]) }));
      } else {
        parts.push(v);
        if (s.givens[i] !== '.') parts.push(words.given);
      }
      if (marks[i] & 1) parts.push(words.conflict);
      if (marks[i] & 2) parts.push(words.wrong);
      if (marks[i] & 4) parts.push(words.inHint);
      if (marks[i] & 8) parts.push(words.inFilter);
      (s.colours || []).forEach(function (k) {
        if (k.cell !== i) return;
        const colour = words.colourNames[k.colour] || String(k.colour);
        parts.push(k.digit ? say('colouredDigit', { d: k.digit, colour: colour }) : say('colouredCell', { colour: colour }));
      });
      return parts.join(', ');
    }
    const where = function (i) { return { r: Math.floor(i / n) + 1, c: i % n + 1 }; };
    function cellName(i) { return 'r' + (Math.floor(i / n) + 1) + 'c' + (i % n + 1); }

    // What changed from `a` to `b`, in words (nothing on the first read).
    function news(a, b) {
      const out = [];
      if (!a) return out;
      if (a.mode !== b.mode) out.push(b.mode === 'watch' ? words.watching : words.playing);
      if (b.mode === 'watch') {
        const la = a.watch.lanes[0], lb = b.watch.lanes[0];
        if (lb && lb.result !== 'running' && (!la || la.result !== lb.result))
          out.push(say('watchEnd', { result: words.results[lb.result] || lb.result, steps: lb.steps }));
        return out;
      }
      if (b.generating && !a.generating) out.push(words.generating);
      if (a.givens !== b.givens) {
        out.push(say('newGame', { level: words.levels[b.level] || b.level || words.yourPuzzle, n: b.grid.split('.').length - 1 }));
      } else {
        const vals = [], marks = [];
        for (let i = 0; i < n * n; i++) {
          if (a.grid[i] !== b.grid[i]) vals.push(i);
          else if (a.centreMarks[i] !== b.centreMarks[i] || a.cornerMarks[i] !== b.cornerMarks[i]) marks.push(i);
        }
        if (vals.length === 1) {
          const i = vals[0], v = b.grid[i];
          if (v === '.') out.push(say('erased', where(i)));
          else {
            let s = say('entered', Object.assign({ d: v }, where(i)));
            const peers = b.conflicts.filter(function (k) { return k.a === i || k.b === i; })
              .map(function (k) { return cellName(k.a === i ? k.b : k.a); });
            if (peers.length) s += ', ' + say('conflictWith', { cells: peers.join(', ') });
            if (b.checks[i] === 'w' && b.mistakeCells.indexOf(i) >= 0) s += ', ' + words.wrong;
            out.push(s);
          }
        } else if (vals.length > 1) out.push(say('cellsChanged', { n: vals.length }));
        if (marks.length === 1 && !vals.length) {
          const i = marks[0], list = (b.centreMarks[i] + b.cornerMarks[i]).split('').sort().join(' ');
          out.push(say(list ? 'notesNow' : 'notesNone', Object.assign({ list: list }, where(i))));
        } else if (marks.length > 1 || (marks.length && vals.length > 1)) out.push(say('notesChanged', { n: marks.length }));
      }
      if (a.savepoints !== b.savepoints) out.push(say('savepoints', { n: b.savepoints }));
      if (a.notes !== b.notes) out.push(b.notes ? words.notesOn : words.notesOff);
      if (a.paused !== b.paused) out.push(b.paused ? words.pausedNow : words.resumed);
      if (b.hint.text && (b.hint.text !== a.hint.text || b.hint.stage !== a.hint.stage)) {
        const t = b.hint.text;
        out.push(b.hint.title && t.indexOf(b.hint.title) !== 0 ? b.hint.title + ': ' + t : t);
      }
      if (b.message && b.message !== a.message) out.push(b.message);
      else if (b.completed && !a.completed) out.push(words.solved);
      else if (b.lost && !a.lost) out.push(words.lost);
      return out;
    }

    // --- the update after a "changed" event --------------------------------------------
    function update() {
      const t0 = performance.now();
      const prev = st;
      st = read();
      stats.updates++;
      const b = st.board, where = [b.x, b.y, b.size].join();
      if (where !== placed) {
        // The grid lies over the board's squares (the canvas may not start at the element's
        // corner). Read only when the board moved: reading offsets forces a layout.
        placed = where;
        const c = board.canvas;
        put(grid.style, 'left', (c ? c.offsetLeft : 0) + b.x + 'px');
        put(grid.style, 'top', (c ? c.offsetTop : 0) + b.y + 'px');
        put(grid.style, 'width', b.size + 'px');
        put(grid.style, 'height', b.size + 'px');
      }
      // Watching: the watched puzzle's n x n cells (a variant's too); playing: the game's.
      const size = st.mode === 'watch' ? Math.round(Math.sqrt(st.watch.puzzle.length)) || 9 : st.size || 9;
      if (size !== n) build(size);
      if (st.mode === 'play') markCells(st);
      for (let i = 0; i < n * n; i++) {
        const name = label(st, i);
        if (labels[i] !== name) {
          labels[i] = name;
          cells[i].setAttribute('aria-label', name);
          stats.writes++;
        }
        put(cells[i], 'aria-selected', st.mode === 'play' && i === st.selected ? 'true' : 'false');
        put(cells[i], 'aria-readonly', st.mode === 'watch' || st.givens[i] !== '.' ? 'true' : null);
      }
      // Roving tabindex: the selected cell (else the first) is the grid's one Tab stop.
      const stop = st.mode === 'play' && st.selected >= 0 ? st.selected : 0;
      cells.forEach(function (cell, i) { put(cell, 'tabIndex', i === stop ? 0 : -1); });
      if (grid.contains(document.activeElement) && document.activeElement !== cells[stop] && st.mode === 'play' && st.selected >= 0)
        cells[stop].focus({ preventScroll: true });
      put(help, 'textContent', st.mode === 'watch' ? words.watchHelp : words.help);
      put(el, 'className', el.className.replace(/ ?sudoku-theme-\w+/g, '') + ' sudoku-theme-' + st.theme);
      const active = document.activeElement, inPanel = panel.contains(active);
      refreshControls();
      // A control that went away with the focus (Apply the hint, Undo with nothing left):
      // the focus goes back to the board rather than to the page's top.
      if (inPanel && (active.disabled || active.offsetParent === null)) cells[stop].focus({ preventScroll: true });
      const told = news(prev, st);
      if (told.length) announce(told.join(' '));
      const ms = performance.now() - t0;
      if (stats.updates === 1) stats.firstMs = ms;
      else if (stats.recentMs.push(ms) > 20) stats.recentMs.shift();
    }

    // The event comes from inside the board's frame (a requestAnimationFrame callback): the
    // update runs after it, in a task of its own, so the frame takes no longer; events that
    // come together make one update. While a search plays, its grid changes every frame:
    // it is read once a second at most.
    function changed() {
      if (queued) return;
      const later = st && st.mode === 'watch' && st.watch.playing;
      queued = setTimeout(function () { queued = 0; update(); }, later ? 1000 : 0);
    }

    // --- keys on the grid (the canvas's keys, through the page API) ----------------------
    function select(i) {
      call({ cmd: 'select', cell: i });
      st.selected = i;  // the next arrow starts here even before the "changed" event comes
      cells[i].focus({ preventScroll: true });
    }
    grid.addEventListener('focusin', function (e) {
      const i = Number(e.target.dataset.cell);
      if (st && st.mode === 'play' && i >= 0 && st.selected !== i) {
        call({ cmd: 'select', cell: i });
        st.selected = i;  // as in select(): a key pressed before the update starts here
      }
    });
    grid.addEventListener('keydown', function (e) {
      if (!st || e.altKey) return;
      const cell = Number(e.target.dataset.cell);
      const ctrl = e.ctrlKey || e.metaKey;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      let done = true;
      if (st.mode === 'watch') {
        const w = function (a) { call({ cmd: 'watchControl', action: a }); };
        if (key === ' ') w(st.watch.playing ? 'pause' : 'play');
        else if (key === 'ArrowRight') w('step');
        else if (key === 'ArrowLeft') w('back');
        else if (key === 'b') w('nextBacktrack');
        else if (key === 'Home') w('restart');
        else if (key === 'Escape') call({ cmd: 'mode', mode: 'play' });
        else done = false;
      } else if (ctrl) {
        if (key === 'z') call({ cmd: e.shiftKey ? 'redo' : 'undo' });
        else if (key === 'y') call({ cmd: 'redo' });
        else if (key === 'Home') select(0);
        else if (key === 'End') select(n * n - 1);
        else done = false;
      } else {
        const m = /^(?:Digit|Numpad)([0-9])$/.exec(e.code) || /^([0-9])$/.exec(e.key);
        // Past 9 digits the letters A-G that are digits of the grid enter them (as on the canvas).
        const letter = n > 9 && /^[a-g]$/.test(key) && 10 + key.charCodeAt(0) - 97 <= n ? 10 + key.charCodeAt(0) - 97 : 0;
        const d = letter || (m ? Number(m[1]) : -1);
        const move = letter ? null : { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], w: [-1, 0], s: [1, 0], a: [0, -1], d: [0, 1] }[key];
        if (d > 0) call({ cmd: 'enter', digit: d, note: e.shiftKey });
        else if (d === 0 || key === 'Backspace' || key === 'Delete') call({ cmd: 'erase' });
        else if (move) {
          // As the canvas does (ui::move_selection): from nowhere to r1c1, wrapping at the edges.
          const from = st.selected >= 0 ? st.selected : -1;
          select(from < 0 ? 0 : ((Math.floor(from / n) + move[0] + n) % n) * n + (from % n + move[1] + n) % n);
        } else if (key === 'Home') select(cell - cell % n);
        else if (key === 'End') select(cell - cell % n + n - 1);
        else if (key === 'n') call({ cmd: 'notes' });
        else if (key === 'h') call({ cmd: 'hint' });
        else if (key === 'p') call({ cmd: 'pause' });
        else if (key === 'Enter' || key === ' ') call({ cmd: 'click', cell: cell });
        else if (key === 'Escape') call(st.hint.stage !== 'none' ? { cmd: 'hintClose' } : { cmd: 'select', cell: -1 });
        else done = false;
      }
      if (done) e.preventDefault();
    });

    // --- the panel's actions as DOM controls (a11y/panel.js) ---------------------------------
    // What the panel's data calls on: the board's API, the last state, the words, saying.
    const m = {
      call: call, read: read, announce: announce, put: put,
      say: function (key, vars) { return say(key, vars); },
      get words() { return words; },
      get state() { return st; },
      nodes: {}, tiles: [], controls: [],
      // Opens the new-game sheet and puts the focus on the tile of the game being played.
      openSheet: function (cmd) {
        call(cmd);
        st = read();
        refreshControls();
        const t = m.tiles[Math.max(0, st.sheet.current)];
        if (t) t.focus();
      }
    };
    function buildPanel() { buildControls(panel, m); }
    function refreshControls() { refreshPanel(m, st); }
    buildPanel();

    // Fixed words, then the first read.
    const nameFixed = function () {
      grid.setAttribute('aria-label', words.grid);
      panel.setAttribute('aria-label', words.controls);
    };
    nameFixed();
    const nameCanvas = function () {
      if (board.canvas) board.canvas.setAttribute('aria-label', words.canvas);
    };
    update();
    nameCanvas();
    // A resize moves the board on the canvas; the next frame has the new geometry.
    let pending = 0, resized = null;
    if (window.ResizeObserver) {
      resized = new ResizeObserver(function () {
        if (pending) return;
        pending = setTimeout(function () { pending = 0; placed = ''; update(); }, 150);
      });
      resized.observe(el);
    }
    mirror.changed = changed;
    mirror.update = update;
    // Another language (the board's 'lang' event): every word and control is said again in it.
    mirror.setWords = function (t) {
      words = wordsFrom(t);
      nameFixed();
      nameCanvas();
      buildPanel();
      labels = [];
      update();
    };
    mirror.words = function () { return words; };
    // The board is destroyed: its observer, timers and elements go (board.destroy()).
    mirror.destroy = function () {
      if (resized) resized.disconnect();
      clearTimeout(pending);
      clearTimeout(queued);
      pending = queued = 0;
      mirror.changed = mirror.update = function () {};
      root.remove();
      delete el.sudokuMemo;
    };
    // A board that started again (a lost WebGL context) has a new canvas.
    mirror.canvasChanged = function () {
      nameCanvas();
      el.appendChild(root);  // after the canvas, so Tab still goes canvas, grid, controls
      placed = '';
      update();
    };
    return mirror;
  }

  window.SudokuA11y = { attach: attach, words: english, say: say, wordsFrom: wordsFrom };
})();
