// Sudoku boards for any page. Either one <script src=".../web/sudoku.js"> plus elements
// with a data-sudoku attribute (mounted when the page is ready), or
// SudokuApp.mount(element, options) -> Promise<Board>; board.destroy() (or
// SudokuApp.destroy(element)) takes a board off again. docs/board.md is the Board object.
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

  /*INCLUDE board/text.js*/

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

  // The program's second part (issue 23): sudoku-app.wasm holds what the first board runs,
  // sudoku-app.deferred.wasm the rest (the hint engine's chains, grading, the variants...:
  // scripts/split_wasm.js). It is fetched at low priority once a board has drawn, compiled
  // once for the page and joined to each board's program (it fills the program's table).
  // Until then the board hands such work to the engine's worker and says it is loading (the
  // C++ side asks Module.sudokuRest); a function of it called all the same loads it at once,
  // synchronously (slower, never wrong). A test may hold it back: window.sudokuEngineHold (a promise).
  const rest = { module: null, promise: null };
  const REST_FILE = 'sudoku-app.deferred.wasm';
  function restModule() {
    if (!rest.promise) {
      rest.promise = Promise.resolve(window.sudokuEngineHold)
        .then(function () {
          fetchFile(LATER_TEXT, 'low');  // English's later texts, which the second part's work says
          fetchFile('bank/watch.txt', 'low');  // the puzzles the watch screen offers
          return fetch(base + REST_FILE, { priority: 'low' });
        })
        .then(function (r) {
          if (!r.ok) throw new Error(REST_FILE + ': HTTP ' + r.status);
          // Compiled as it arrives, off the main thread (a server that sends another type
          // than application/wasm gets the bytes compiled whole).
          return WebAssembly.compileStreaming ? WebAssembly.compileStreaming(r.clone()).catch(function () {
            return r.arrayBuffer().then(function (b) { return WebAssembly.compile(b); });
          }) : r.arrayBuffer().then(function (b) { return WebAssembly.compile(b); });
        })
        .then(function (m) { rest.module = rest.module || m; return rest.module; });
      rest.promise.catch(function () { rest.promise = null; });  // the next board tries again
    }
    return rest.promise;
  }
  function restNow() {
    if (rest.module) return rest.module;
    const x = new XMLHttpRequest();  // main thread: a synchronous request gives text only
    x.open('GET', base + REST_FILE, false);
    x.overrideMimeType('text/plain; charset=x-user-defined');
    x.send();
    if (x.status !== 200) throw new Error(REST_FILE + ' did not load (HTTP ' + x.status + ')');
    const t = x.responseText, bytes = new Uint8Array(t.length);
    for (let i = 0; i < t.length; i++) bytes[i] = t.charCodeAt(i) & 0xff;
    rest.module = new WebAssembly.Module(bytes);
    return rest.module;
  }
  // The language tables but English's are files beside the program (web/text/<code>.txt,
  // issue 23), fetched when first needed. A board fetches its language's while the program
  // loads and hands the bytes over (Module.sudokuData, read by fetch_data_web.cpp); the others
  // while the settings' language list is open (host event 'want-languages'). A table asked
  // for before it came (by the page API, the mirror) is loaded then, synchronously.
  // The page's own words in that language (text/<code>.page.json) come the same way.
  // English's later keys (the hint engine's sentences, cmake/LangTables.cmake) are such a file
  // too, text/en.later.txt: fetched with the second part (restModule), and with any other table (which
  // follows English's order of keys).
  const texts = {};  // file -> Uint8Array, for every board of the page
  const textFetches = {};  // file -> its fetch, once a page
  function fetchFile(file, priority) {
    textFetches[file] = textFetches[file] || fetch(base + file, { priority: priority || 'auto' }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.arrayBuffer();
    }).then(function (b) { texts[file] = new Uint8Array(b); }).catch(function (e) {
      delete textFetches[file];  // asked again next time
      console.info('sudoku: ' + base + file + ' did not load yet (' + String(e && e.message || e) + ').');
    });
    return textFetches[file];
  }
  const LATER_TEXT = 'text/en.later.txt';
  function fetchText(code) {
    if (code === 'en' || !hasLang(code)) return Promise.resolve();
    return Promise.all([fetchFile('text/' + code + '.txt'), fetchFile(LATER_TEXT), fetchWords(code)]);
  }
  const words = {};  // code -> the fetch of its page words, once a page
  function fetchWords(code) {
    if (PAGE_TEXT[code] || !hasLang(code)) return Promise.resolve();
    const file = base + 'text/' + code + '.page.json';
    words[code] = words[code] || fetch(file).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    }).then(function (t) {
      // The words alone, in the order of English's keys (cmake/PageText.cmake); null: none.
      const keys = Object.keys(PAGE_TEXT.en), table = {};
      t.forEach(function (w, i) { if (typeof w === 'string' && i < keys.length) table[keys[i]] = w; });
      PAGE_TEXT[code] = table;
    }).catch(function (e) {
      delete words[code];  // asked again next time; English meanwhile
      console.info('sudoku: ' + file + ' did not load yet (' + String(e && e.message || e) + ').');
    });
    return words[code];
  }

  // A program cut in two exports what its second part imports under names starting with '%'.
  function isSplit(module) {
    return !!module.asm && Object.keys(module.asm).some(function (k) { return k.charAt(0) === '%'; });
  }
  function joinRest(module, m) {
    if (module.sudokuRest === true) return Promise.resolve();
    return WebAssembly.instantiate(m, { primary: module.asm }).then(function () { module.sudokuRest = true; });
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

  /*INCLUDE board/panels.js*/
  /*INCLUDE board/tab_sync.js*/

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
  function trapped(ev) {
    const e = ev.error;
    if (!(typeof WebAssembly === 'object' && e instanceof WebAssembly.RuntimeError)) return;
    const all = Array.from(live);
    const hit = all.filter(function (i) { return i.inFrame; });
    const focused = all.filter(function (i) { return i.canvas === document.activeElement; });
    (hit.length ? hit : focused.length ? focused : all).forEach(function (i) { i.crash(e); });
  }

  // The page's own listeners, one set for all its boards: added with the first board that
  // starts and taken off with the last one destroyed. Each reaches every board that is up.
  const boards = new Set();
  const media = function (q) { return window.matchMedia ? window.matchMedia(q) : null; };
  const scheme = media('(prefers-color-scheme: dark)');
  const contrast = media('(prefers-contrast: more), (forced-colors: active)');
  const motion = media('(prefers-reduced-motion: reduce)');
  // What an 'auto' theme follows: true (dark), false (light) or 'contrast'.
  function systemTheme() { return contrast && contrast.matches ? 'contrast' : !!(scheme && scheme.matches); }
  function reducedMotion() { return !!(motion && motion.matches); }
  function eachBoard(fn) { boards.forEach(function (b) { if (b.inst && !b.destroyed) fn(b); }); }
  const PAGE_EVENTS = [
    [scheme, 'change', function () { eachBoard(function (b) { b.followSystem(); }); }],
    [contrast, 'change', function () { eachBoard(function (b) { b.followSystem(); }); }],
    [motion, 'change', function () { eachBoard(function (b) { b.call({ cmd: 'motion', reduce: reducedMotion() }); }); }],
    [window, 'hashchange', function () {
      eachBoard(function (b) { if (b.options.useHash) b.call({ cmd: 'fragment', text: location.hash, wait: false }); });
    }],
    [document, 'visibilitychange', function () {
      eachBoard(function (b) { b.call({ cmd: 'visibility', visible: document.visibilityState !== 'hidden' }); });
    }],
    [window, 'error', trapped]
  ].filter(function (l) { return l[0] && l[0].addEventListener; });
  function enlist(board) {
    if (!boards.size) PAGE_EVENTS.forEach(function (l) { l[0].addEventListener(l[1], l[2]); });
    boards.add(board);
  }
  function delist(board) {
    if (!boards.delete(board) || boards.size) return;
    PAGE_EVENTS.forEach(function (l) { l[0].removeEventListener(l[1], l[2]); });
  }

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
    let restDone = null;
    inst.restReady = new Promise(function (resolve) { restDone = resolve; });
    let module = null, failed = null, started = false;

    // stop() shuts the instance down in C++ (sudoku_shutdown: SDL_Quit takes off the
    // listeners SDL put on window, document and canvas), then hands back its GL context.
    inst.stop = function () {
      if (inst.stopped) return;
      inst.stopped = true;
      live.delete(inst);
      if (module && started && !inst.crashed) {
        try { module._sudoku_shutdown(inst.lost ? 1 : 0); } catch (e) {
          // Before the second part came, a page that is going away cannot load it (a
          // synchronous request then fails): the instance is dropped all the same.
          if (module.sudokuRest === true) throw e;
        }
      }
      observers.forEach(function (o) { o.disconnect(); });
      // Hand the GL context back now rather than when the canvas is collected.
      const ext = inst.gl && !inst.gl.isContextLost() && inst.gl.getExtension('WEBGL_lose_context');
      if (ext) ext.loseContext();
      canvas.remove();
    };

    try {
      const factoryReady = loadFactory();
      // The program's WebGL2 context made now, while its files download (issue 23: the processor
      // idles then, and waits after). The attributes are the ones SDL asks for through the glue's
      // EGL (no alpha, depth, stencil or antialiasing), so its getContext returns this one.
      // Such a canvas shows black until drawn: it stays see-through (and focusable) until the
      // program's first frame.
      inst.gl = canvas.getContext('webgl2', { alpha: false, depth: false, stencil: false, antialias: false });
      canvas.style.opacity = '0';
      const createModule = await factoryReady;
      // A board that watches or hints from the start needs the second part before its first
      // frame: both parts come at once (its joining then waits for nothing).
      if (options.mode === 'watch' || options.mode === 'hint') await restModule().catch(function () { return null; });
      // The options object is the program's Module (Emscripten's MODULARIZE).
      const program = {
        canvas: canvas,
        locateFile: function (path) { return base + path; },
        arguments: options.fullPage ? [] : ['--embed'],
        print: function (t) { console.log(t); },
        printErr: function (t) {
          // The glue's note for a function of the second part called before it came.
          if (/^(placeholder function called|instantiated deferred module|text fetched at once)/.test(t)) console.info('sudoku: ' + t);
          else console.warn(t);
        },
        sudokuRest: false,  // the program's second part is not joined yet (see restModule)
        sudokuData: texts,  // the texts fetched ahead (fetchText)
        loadSplitModule: function (file, imports) {
          new WebAssembly.Instance(restNow(), imports);
          program.sudokuRest = true;
          if (restDone) restDone();
        },
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
            if (type === 'first-frame') { inst.firstFrame = true; canvas.style.opacity = ''; fetchRest(); }
            if (inst.active) host.event(type, payload); else early.push([type, payload]);
          }
        }
      };
      module = await createModule(program);
      if (failed) throw new Error(failed);
      if (!isSplit(module)) module.sudokuRest = true;  // one whole program (a test build)
      if (module.sudokuRest === true) restDone();
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
    // After the first frame: the second part, joined when it has come (then the board wakes).
    function fetchRest() {
      if (!module || !started || module.sudokuRest !== false) return;
      restModule().then(function (m) {
        if (!inst.stopped && !inst.crashed) return joinRest(module, m).then(function () { restDone(); inst.wake(); });
      }).catch(function (e) {
        // Work that needs it loads it then (restNow), or says why it cannot.
        if (module.sudokuRest === false) module.sudokuRest = 'failed';
        restDone();
        console.info('sudoku: ' + REST_FILE + ' did not load yet (' + String(e && e.message || e) + ').');
      });
    }
    if (inst.firstFrame) fetchRest();
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

  /*INCLUDE board/options.js*/
  /*INCLUDE board/board.js*/
  /*INCLUDE board/resume.js*/

  // Boards by element, for SudokuApp.destroy (a board still waiting to be scrolled near too).
  const onElement = new WeakMap();
  function mount(el, given) {
    let board;
    try { board = new Board(el, given); } catch (e) { return Promise.reject(e); }
    onElement.set(el, board);
    return board.start();
  }
  function destroy(el) {
    const board = onElement.get(el);
    if (board) board.destroy();
    onElement.delete(el);
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
  function offerUpdate(reg) {
    const offer = function (w) {
      if (!navigator.serviceWorker.controller) return;  // a first visit: nothing older runs
      eachBoard(function (b) {
        const el = b.element;
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
  // boards(): the boards up on the page (for tests and tools: each one's listeners are the page's).
  window.SudokuApp = { mount: mount, mountAll: mountAll, destroy: destroy, optionsOf: optionsOf, offline: offline,
    Board: Board, boards: function () { return Array.from(boards); } };
  function start() {
    mountAll().then(function () { if (offlineByScript) offline(); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
