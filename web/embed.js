// The iframe embed: one board filling the frame, options from the URL's query string.
(function () {
  'use strict';
  const options = {};
  new URLSearchParams(location.search).forEach(function (v, k) { options[k] = v; });
  options.persist = options.persist === 'true';
  window.sudokuReady = SudokuApp.mount(document.getElementById('board'), options).then(function (board) {
    window.sudoku = board;
    return board;
  }, function (err) {
    console.info('sudoku: ' + err.message);
    return null;
  });
})();
