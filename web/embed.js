// The iframe embed: one board filling the frame, options from the URL's query string.
(function () {
  'use strict';
  // (source: 'query' names the options as URL keys in messages; persist is off unless asked.)
  const options = {};
  new URLSearchParams(location.search).forEach(function (v, k) { options[k] = v; });
  options.source = 'query';
  window.sudokuReady = SudokuApp.mount(document.getElementById('board'), options).then(function (board) {
    window.sudoku = board;
    return board;
  }, function (err) {
    console.info('sudoku: ' + err.message);
    return null;
  });
})();
