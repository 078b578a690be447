// Sudoku boards for any page: SudokuApp.mount(element, options) -> Promise<board>.
// Each board is its own WebAssembly instance drawing into its own canvas; keys reach a
// board only while its canvas has focus. No eval, no inline code: works under a strict CSP.
(function () {
  'use strict';
  const here = document.currentScript ? document.currentScript.src : location.href;
  const base = here.slice(0, here.lastIndexOf('/') + 1);
  let factory = null;

  function loadFactory() {
    if (factory) return factory;
    factory = new Promise(function (resolve, reject) {
      if (window.createSudokuModule) return resolve(window.createSudokuModule);
      const s = document.createElement('script');
      s.src = base + 'sudoku-app.js';
      s.onload = function () { resolve(window.createSudokuModule); };
      s.onerror = function () { reject(new Error('could not load ' + s.src)); };
      document.head.appendChild(s);
    });
    return factory;
  }

  function support() {
    if (typeof WebAssembly !== 'object') return 'This browser cannot run WebAssembly, which the board needs.';
    const c = document.createElement('canvas');
    const gl = c.getContext('webgl2');
    if (!gl) return 'WebGL2 is not available in this browser (or it is turned off), so the board cannot be drawn.';
    const lose = gl.getExtension('WEBGL_lose_context');
    if (lose) lose.loseContext();
    return null;
  }

  function showError(el, message) {
    let panel = el.querySelector('.sudoku-error');
    if (!panel) {
      panel = document.createElement('div');
      panel.className = 'sudoku-error';
      panel.setAttribute('role', 'alert');
      const text = document.createElement('p');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Reload';
      button.addEventListener('click', function () { location.reload(); });
      panel.append(text, button);
      el.appendChild(panel);
    }
    panel.querySelector('p').textContent = message + ' Your saved game is kept.';
    el.classList.add('sudoku-failed');
    const loading = el.querySelector('.sudoku-loading');
    if (loading) loading.remove();
  }

  async function mount(el, options) {
    options = options || {};
    el.classList.add('sudoku-host');
    if (!el.querySelector('.sudoku-loading')) {
      const l = document.createElement('div');
      l.className = 'sudoku-loading';
      l.textContent = 'Loading Sudoku…';
      el.appendChild(l);
    }
    const problem = support();
    if (problem) { showError(el, problem); throw new Error(problem); }

    const canvas = document.createElement('canvas');
    canvas.className = 'sudoku-canvas';
    canvas.tabIndex = 0;
    canvas.setAttribute('aria-label', 'Sudoku board');
    canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
    canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });
    el.appendChild(canvas);

    let failed = null;
    const createModule = await loadFactory();
    const module = await createModule({
      canvas: canvas,
      locateFile: function (path) { return base + path; },
      print: function (t) { console.log(t); },
      printErr: function (t) { console.warn(t); },
      onAbort: function (what) { failed = 'The board stopped unexpectedly (' + what + ').'; showError(el, failed); },
      sudokuHost: {
        fatal: function (msg) { failed = msg; showError(el, msg); },
        ready: function () {}
      }
    });
    if (failed) throw new Error(failed);
    const command = module.cwrap('sudoku_command', 'string', ['string']);
    const loading = el.querySelector('.sudoku-loading');
    if (loading) loading.remove();

    const board = {
      element: el,
      canvas: canvas,
      call: function (cmd) { return JSON.parse(command(JSON.stringify(cmd))); },
      load: function (puzzle) { return board.call({ cmd: 'load', puzzle: puzzle }); },
      state: function () { return board.call({ cmd: 'state' }); },
      select: function (cell) { return board.call({ cmd: 'select', cell: cell }); },
      enter: function (digit) { return board.call({ cmd: 'enter', digit: digit }); },
      setTheme: function (dark) { return board.call({ cmd: 'theme', dark: !!dark }); }
    };
    const scheme = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const theme = options.theme || 'auto';
    board.setTheme(theme === 'dark' || (theme === 'auto' && scheme && scheme.matches));
    if (theme === 'auto' && scheme && scheme.addEventListener)
      scheme.addEventListener('change', function (e) { board.setTheme(e.matches); });
    if (options.puzzle) {
      const r = board.load(options.puzzle);
      if (!r.ok) console.warn('sudoku: puzzle option refused: ' + r.error);
    }
    if (options.focus) canvas.focus({ preventScroll: true });
    return board;
  }

  window.SudokuApp = { mount: mount };
})();
