// The engine's Web Worker (issue 23): runs the long work of every board on the page (new
// games, hints that think, checks of typed-in puzzles) off the page's main thread, in the
// site's one program (sudoku-app.wasm, started without main: no window, no board; its
// engine_* functions, src/platform/web/engine_entry.cpp), so the engine is downloaded once. Messages in: {id, text} (a request, engine_task.h) or {cancel: id}. Out:
// {ready: true} once loaded, {id, progress, trying} between slices, {id, answer}. Requests
// take turns a slice each (pump).
/* global createSudokuModule */
'use strict';
importScripts('sudoku-app.js');

const queue = [];       // requests not started, oldest first
let engine = null;      // the module's functions, once loaded
let running = [];       // [{id, task}], the next to work on first
let pumping = false;

// The program comes in two parts (issue 23, scripts/split_wasm.js): the engine is mostly in
// the second, sudoku-app.deferred.wasm, joined before the first task (a function of it called
// before that loads it synchronously, which a worker may do).
const REST = 'sudoku-app.deferred.wasm';
const restModule = fetch(REST).then((r) => {
    if (!r.ok) throw new Error(REST + ': HTTP ' + r.status);
    return r.arrayBuffer();
  }).then((b) => WebAssembly.compile(b));
let joined = false;
function restNow(imports) {
  const x = new XMLHttpRequest();
  x.open('GET', REST, false);
  x.responseType = 'arraybuffer';
  x.send();
  if (x.status !== 200) throw new Error(REST + ' did not load (HTTP ' + x.status + ')');
  new WebAssembly.Instance(new WebAssembly.Module(x.response), imports);
  joined = true;
}
// English's later keys (text/en.later.txt, cmake/LangTables.cmake), which the hint's sentences
// need, come with it (fetch_data_web.cpp reads Module.sudokuData; else a synchronous request).
const LATER = 'text/en.later.txt';
const data = {};
const later = fetch(LATER).then((r) => (r.ok ? r.arrayBuffer() : null))
  .then((b) => { if (b) data[LATER] = new Uint8Array(b); }, () => {});
const split = (m) => Object.keys(m.asm || {}).some((k) => k.charAt(0) === '%');

createSudokuModule({ noInitialRun: true, locateFile: (path) => path, loadSplitModule: (file, imports) => restNow(imports),
  sudokuData: data })
  .then((m) => !split(m) || joined ? m
    : restModule.then((rest) => WebAssembly.instantiate(rest, { primary: m.asm })).then(() => m))
  .then((m) => later.then(() => m))
  .then((m) => {
  engine = {
    start: m.cwrap('engine_start', 'number', ['string']),
    step: m._engine_step,
    progress: m._engine_progress,
    trying: m._engine_trying,
    answer: m.cwrap('engine_answer', 'string', ['number']),
    drop: m._engine_drop
  };
  postMessage({ ready: true });
  pump();
}, (e) => postMessage({ failed: String(e && e.message || e) }));

onmessage = (e) => {
  const d = e.data;
  if (d.cancel !== undefined) {
    const i = queue.findIndex((r) => r.id === d.cancel);
    if (i >= 0) queue.splice(i, 1);
    const j = running.findIndex((r) => r.id === d.cancel);
    if (j >= 0) { engine.drop(running[j].task); running.splice(j, 1); }
    return;
  }
  queue.push(d);
  pump();
};

// Works in slices of 25 ms (a progress after each) with a turn of the event loop between, so a
// cancel or a newer request is heard. The requests started take turns, a slice each: a hint
// or a new game does not wait for a long grade to end.
function pump() {
  if (!engine || pumping) return;
  pumping = true;
  setTimeout(function slice() {
    while (queue.length) {
      const r = queue.shift();
      running.push({ id: r.id, task: engine.start(r.text) });
    }
    if (!running.length) { pumping = false; return; }
    const r = running.shift();
    if (engine.step(r.task, 25000)) {
      const answer = engine.answer(r.task);
      engine.drop(r.task);
      postMessage({ id: r.id, answer: answer });
    } else {
      running.push(r);
      postMessage({ id: r.id, progress: engine.progress(r.task), trying: engine.trying(r.task) });
    }
    setTimeout(slice, 0);
  }, 0);
}
