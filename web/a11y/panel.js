// The mirror's panel: the board's panel actions as DOM controls, as data. Each group is
// {group: word key, shown(state), items, escape(m)}; each item one control:
//   {button: key, run(m), disabled(x), pressed(x), hidden(x), text(x, m), current(x), id, tile}
//   {select: key, options(m) -> [[value, label]], run(m, value, node), value(x), id}
//   {check: key, run(m, on), value(x)}
// `x` is the board's state, `m` the mirror (a11y.js: call, read, announce, say, words,
// openSheet, nodes by id, the sheet's tiles). buildControls makes them, refreshPanel keeps
// them in step with the state, writing only what changed.
// A part of web/a11y.js: the build puts it inside that file's closure (cmake/PageText.cmake,
// its /*INCLUDE*/ markers), so it shares the closure's names and adds none to the page.

const playing = function (x) { return x.mode === 'play'; };
const cmd = function (name) { return function (m) { m.call({ cmd: name }); }; };
const action = function (name) { return function (m) { m.call({ cmd: 'action', name: name }); }; };
const watchCmd = function (a) { return function (m) { m.call({ cmd: 'watchControl', action: a }); }; };
const started = function (x) { return x.watch.lanes.length > 0; };
const notStarted = function (x) { return !started(x); };
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
// The new-game sheet's tiles, in the board's order (state().sheet.tiles).
const TILES = ['easy', 'medium', 'hard', 'expert', 'master', 'extreme', '4x4', '6x6', '12x12', '16x16', 'jigsaw', 'x', 'killer'];
const prefsCheck = function (key, name) {
  return { check: key, run: function (m, on) { const c = { cmd: 'prefs' }; c[name] = on; m.call(c); }, value: function (x) { return x.prefs[name]; } };
};

const PANEL = [
  { group: 'playGroup', shown: playing, items: [
    { button: 'undo', run: cmd('undo'), disabled: function (x) { return !x.canUndo; } },
    { button: 'redo', run: cmd('redo'), disabled: function (x) { return !x.canRedo; } },
    { button: 'erase', run: cmd('erase') },
    { button: 'notesMode', run: cmd('notes'), pressed: function (x) { return x.notes; } },
    { button: 'hint', run: cmd('hint') },
    { button: 'pause', run: cmd('pause'), pressed: function (x) { return x.paused; }, disabled: function (x) { return x.completed || x.lost; } },
    { button: 'statusButton', run: function (m) {
      const x = m.read(), w = m.words;
      m.announce(m.say('status', { level: w.levels[x.level] || x.level || w.yourPuzzle, time: time(x.elapsedMs),
        m: x.mistakes, n: x.grid.split('.').length - 1 }));
    } }
  ] },
  { group: 'hintGroup', shown: function (x) { return playing(x) && x.hint.stage !== 'none'; }, items: [
    { button: 'applyHint', run: cmd('hintApply') },
    { button: 'closeHint', run: cmd('hintClose') },
    { button: 'whyWrong', run: cmd('whyWrong'), hidden: function (x) { return !x.hint.canExplainWrong; } },
    { button: 'showBySearch', run: cmd('showBySearch') }
  ] },
  // The result card of a finished game: its choices (another level: the sheet below).
  { group: 'resultGroup', shown: function (x) { return playing(x) && x.result && x.result.shown; }, items: [
    { button: 'sameLevel', run: function (m) { m.call({ cmd: 'result', choice: 'same' }); } },
    { button: 'anotherLevel', run: function (m) { m.openSheet({ cmd: 'result', choice: 'another' }); } },
    { button: 'seeGrid', run: function (m) { m.call({ cmd: 'result', choice: 'see' }); } }
  ] },
  // The new-game sheet: a button per tile (its label from the board, in its language), each
  // starting its game at once. Escape closes it, as on the canvas, back to New game.
  { group: 'sheetGroup', shown: function (x) { return playing(x) && x.sheet && x.sheet.shown; },
    escape: function (m) { m.call({ cmd: 'sheet', open: false }); if (m.nodes.newGame) m.nodes.newGame.focus(); },
    items: TILES.map(function (name, i) {
      return { button: 'sheetGroup', tile: true, run: function (m) { m.call({ cmd: 'sheet', tile: name }); },
        text: function (x) { const t = x.sheet && x.sheet.tiles[i]; return t ? t.label : name; },
        current: function (x) { return x.sheet && x.sheet.current === i; } };
    }).concat([{ button: 'closeSheet', run: function (m) { m.call({ cmd: 'sheet', open: false }); } }]) },
  // A puzzle with constraints: its rules in sentences (state().rules), and what its import
  // held that is no rule (state().cosmetic).
  { group: 'rulesGroup', shown: function (x) { return playing(x) && (x.rules.length > 0 || x.cosmetic.length > 0); }, items: [
    { note: 'rulesGroup', text: function (x, m) {
      return x.rules.join(' ') + (x.cosmetic.length ? ' ' + m.say('cosmetic', { items: x.cosmetic.join(', ') }) : '');
    } }
  ] },
  { group: 'gameGroup', shown: playing, items: [
    { button: 'newGameButton', id: 'newGame', run: function (m) { m.openSheet({ cmd: 'sheet', open: true }); } },
    { button: 'daily', run: action('daily') },
    { button: 'restart', run: action('restart') },
    { button: 'import', run: action('import') },
    { button: 'copyPuzzle', run: action('copyPuzzle') },
    { button: 'copyLink', run: action('copyLink') },
    { button: 'copyFpuzzles', run: action('copyFpuzzles') },
    { button: 'fill', run: action('fillCandidates') },
    { button: 'clearMarks', run: action('clearMarks') },
    { button: 'watch', run: action('watch') },
    { button: 'picture', run: action('savePicture') }
  ] },
  // The tools for hard puzzles (docs/tools.md): colour the selected cell or one of its
  // candidates, savepoints, solve singles, the candidate filter.
  { group: 'toolsGroup', shown: playing, items: [
    { select: 'colour', id: 'colour', options: function (m) { return m.words.colourNames.slice(1).map(function (n, k) { return [k + 1, n]; }); } },
    { button: 'colourCell', run: function (m) {
      const x = m.read();
      if (x.selected >= 0) m.call({ cmd: 'colour', cell: x.selected, colour: Number(m.nodes.colour.value) });
    } },
    { select: 'colourCandidate',
      options: function (m) { return [[0, m.words.filterNone]].concat(DIGITS.map(function (d) { return [d, String(d)]; })); },
      run: function (m, d, node) {
        const x = m.read();
        if (x.selected >= 0 && Number(d)) m.call({ cmd: 'colour', cell: x.selected, digit: Number(d), colour: Number(m.nodes.colour.value) });
        node.value = '0';
      } },
    { button: 'clearColours', run: cmd('clearColours') },
    { button: 'savepoint', run: cmd('savepoint') },
    { button: 'backToSavepoint', run: cmd('backToSavepoint'), disabled: function (x) { return !x.savepoints; },
      text: function (x, m) { return m.say('backToSavepoint', { n: x.savepoints }); } },
    { button: 'solveSingles', run: function (m) {
      const r = m.call({ cmd: 'solveSingles' });
      if (r && r.ok === false && r.error) m.announce(r.error);
    } },
    { select: 'filter',
      options: function (m) {
        return [['none', m.words.filterNone], ['pairs', m.words.filterPairs]].concat(
          DIGITS.map(function (d) { return [String(d), m.say('filterDigit', { d: d })]; }));
      },
      run: function (m, v) { m.call(v === 'pairs' ? { cmd: 'filter', digit: 0, pairs: true } : { cmd: 'filter', digit: v === 'none' ? 0 : Number(v), pairs: false }); },
      value: function (x) { return x.filter && x.filter.pairs ? 'pairs' : x.filter && x.filter.digit ? String(x.filter.digit) : 'none'; } }
  ] },
  { group: 'settingsGroup', items: [
    { select: 'theme',
      options: function (m) { const t = m.words.themes; return [['light', t.light], ['dark', t.dark], ['contrast', t.contrast], ['contrastLight', t.contrastLight]]; },
      run: function (m, v) { m.call({ cmd: 'prefs', dark: v === 'dark' || v === 'contrast', contrast: v === 'contrast' || v === 'contrastLight' }); },
      value: function (x) { return x.theme === 'contrast' && !x.dark ? 'contrastLight' : x.theme; } },
    { select: 'mistakes', options: function (m) { return m.words.mistakeModes.map(function (t, i) { return [i, t]; }); },
      run: function (m, v) { m.call({ cmd: 'options', mistakeMode: Number(v) }); }, value: function (x) { return x.options.mistakeMode; } },
    { select: 'limit', options: function (m) { return [0].concat(DIGITS).map(function (n) { return [n, n ? String(n) : m.words.noLimit]; }); },
      run: function (m, v) { m.call({ cmd: 'options', mistakeLimit: Number(v) }); }, value: function (x) { return x.options.mistakeLimit; } },
    { check: 'removeMarks', run: function (m, on) { m.call({ cmd: 'options', autoRemoveMarks: on }); }, value: function (x) { return x.options.autoRemoveMarks; } },
    prefsCheck('digitFirst', 'digitFirst'),
    prefsCheck('overlay', 'overlay'),
    prefsCheck('peers', 'peers'),
    prefsCheck('centre', 'centreNotes')
  ] },
  { group: 'watchGroup', shown: function (x) { return x.mode === 'watch'; }, items: [
    { button: 'watchStart', run: function (m) { m.call({ cmd: 'watch', play: true }); }, hidden: started },
    { button: 'watchPlay', run: function (m) { m.call({ cmd: 'watchControl', action: m.state.watch.playing ? 'pause' : 'play' }); },
      hidden: notStarted, text: function (x, m) { return x.watch.playing ? m.words.watchPause : m.words.watchPlay; } },
    { button: 'step', run: watchCmd('step'), hidden: notStarted },
    { button: 'back', run: watchCmd('back'), hidden: notStarted },
    { button: 'nextBacktrack', run: watchCmd('nextBacktrack'), hidden: notStarted },
    { button: 'watchRestart', run: watchCmd('restart'), hidden: notStarted },
    { button: 'backToGame', run: function (m) { m.call({ cmd: 'mode', mode: 'play' }); } }
  ] }
];

// One control of an item, in the words of the moment; m.controls gets [item, node] to refresh.
function makeControl(item, m) {
  const words = m.words;
  let node, box;
  if (item.button) {
    node = box = document.createElement('button');
    node.type = 'button';
    node.textContent = words[item.button];
    node.addEventListener('click', function () { item.run(m); });
    if (item.tile) m.tiles.push(node);
  } else if (item.select) {
    box = document.createElement('label');
    const text = document.createElement('span');
    text.textContent = words[item.select];
    node = document.createElement('select');
    item.options(m).forEach(function (o) {
      const opt = document.createElement('option');
      opt.value = o[0];
      opt.textContent = o[1];
      node.appendChild(opt);
    });
    node.addEventListener('change', function () { if (item.run) item.run(m, node.value, node); });
    box.append(text, node);
  } else if (item.note) {
    node = box = document.createElement('p');
  } else {
    box = document.createElement('label');
    node = document.createElement('input');
    node.type = 'checkbox';
    node.addEventListener('change', function () { item.run(m, node.checked); });
    box.append(node, document.createTextNode(' ' + words[item.check]));
  }
  if (item.id) m.nodes[item.id] = node;
  m.controls.push([item, node]);
  return box;
}

// The panel from PANEL, again after a change of language.
function buildControls(panel, m) {
  panel.textContent = '';
  m.controls.length = 0;
  m.tiles.length = 0;
  m.nodes = {};
  PANEL.forEach(function (g) {
    const box = document.createElement('div');
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', m.words[g.group]);
    box.className = 'sudoku-a11y-group';
    g.items.forEach(function (item) { box.appendChild(makeControl(item, m)); });
    if (g.escape) box.addEventListener('keydown', function (e) {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      g.escape(m);
    });
    if (g.shown) m.controls.push([{ hidden: function (x) { return !g.shown(x); } }, box]);
    panel.appendChild(box);
  });
}

// Each control in step with the state `x`: only the properties its item names.
function refreshPanel(m, x) {
  m.controls.forEach(function (c) {
    const item = c[0], node = c[1], put = m.put;
    if (item.hidden) put(node, 'hidden', !!item.hidden(x));
    if (item.disabled) put(node, 'disabled', !!item.disabled(x));
    if (item.pressed) put(node, 'aria-pressed', item.pressed(x) ? 'true' : 'false');
    if (item.text) put(node, 'textContent', item.text(x, m));
    if (item.current) put(node, 'aria-current', item.current(x) ? 'true' : null);
    if (item.value) put(node, item.check ? 'checked' : 'value', item.check ? !!item.value(x) : String(item.value(x)));
  });
}
