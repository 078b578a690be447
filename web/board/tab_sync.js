// Boards of one game in several tabs keep in step.
// A part of web/sudoku.js: the build puts it inside that file's closure (cmake/PageText.cmake,
// its /*INCLUDE*/ markers), so it shares the closure's names and adds none to the page.
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
