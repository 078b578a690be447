// The full-page app (index.html): mounts one board and exposes it as window.sudoku.
(function () {
  'use strict';
  const el = document.getElementById('app');
  window.sudokuReady = SudokuApp.mount(el, { focus: true, useHash: true, fullPage: true, storageKey: 'sudoku:app' }).then(function (board) {
    window.sudoku = board;
    return board;
  }, function (err) {
    console.info('sudoku: ' + err.message);
    return null;
  });
})();
