// The full-page app (index.html): mounts one board and exposes it as window.sudoku.
(function () {
  'use strict';
  // sudoku.js did not load: the page's own message says so now, not after its 12 s.
  if (!window.SudokuApp) {
    const stuck = document.querySelector('#app .sudoku-stuck');
    if (stuck) stuck.style.animation = 'none';
    if (stuck) stuck.style.visibility = 'visible';
    window.sudokuReady = Promise.resolve(null);
    return;
  }
  const el = document.getElementById('app');
  window.sudokuReady = SudokuApp.mount(el, { focus: true, useHash: true, fullPage: true, storageKey: 'sudoku:app' }).then(function (board) {
    window.sudoku = board;
    // Offline and installable: the site's worker (sw.js, next to index.html), once the board is up.
    SudokuApp.offline('sw.js');
    return board;
  }, function (err) {
    console.info('sudoku: ' + err.message);
    return null;
  });
})();
