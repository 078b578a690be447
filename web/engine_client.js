// The page's one engine client (issue 23), shared by every board on the page: starts the
// engine's Web Worker (engine_worker.js beside this file) and routes its answers to the
// board that asked. Loaded by a board's module the first time it hands work over
// (src/platform/web/engine_link_web.cpp), which may queue requests before this runs.
(function () {
  'use strict';
  const g = globalThis;
  if (g.SudokuEngine) return;
  const here = document.currentScript && document.currentScript.src;
  const base = here ? here.slice(0, here.lastIndexOf('/') + 1) : '';
  const pending = new Map();  // id -> deliver(kind, answer, progress, trying)
  let next = 1, worker = null;

  // Every request still waiting runs in its board instead (kind 2).
  function fail() {
    client.failed = true;
    client.ready = false;
    if (worker) worker.terminate();
    worker = null;
    const waiting = Array.from(pending.values());
    pending.clear();
    waiting.forEach(function (deliver) { deliver(2, '', 0, -1); });
  }

  const client = {
    ready: false,
    failed: false,
    // A request's text and its board's callback; the request's id (0: refused, the board
    // works in process). `id` is the one the board already holds for a queued request.
    request: function (text, deliver, id) {
      if (client.failed) return 0;
      id = id || next++;
      pending.set(id, deliver);
      worker.postMessage({ id: id, text: text });
      return id;
    },
    cancel: function (id) {
      if (pending.delete(id) && worker) worker.postMessage({ cancel: id });
    },
    // Ends the worker (the page's last board has stopped); a later request starts another.
    stop: function () {
      if (worker) worker.terminate();
      worker = null;
      pending.clear();
      delete g.SudokuEngine;
      g.sudokuEngineLoading = false;
    }
  };

  try {
    worker = new Worker(base + 'engine_worker.js');
  } catch (e) {  // a page of another origin than the board's files: workers are refused
    client.failed = true;
  }
  if (worker) {
    worker.onmessage = function (e) {
      const d = e.data;
      if (d.ready) { client.ready = true; return; }
      if (d.failed) { fail(); return; }
      const deliver = pending.get(d.id);
      if (!deliver) return;
      if (d.answer !== undefined) { pending.delete(d.id); deliver(0, d.answer, 1, -1); }
      else deliver(1, '', d.progress, d.trying);
    };
    worker.onerror = function (e) { e.preventDefault(); fail(); };
  }
  g.SudokuEngine = client;
  const queued = (g.sudokuEngineQueue || []).splice(0);
  queued.forEach(function (r) {
    if (!client.request(r.text, r.deliver, r.ticket)) r.deliver(2, '', 0, -1);
  });
})();
