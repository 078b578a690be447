// The iframe embed: one board filling the frame, options from the URL's query string.
(function () {
  'use strict';
  // sudoku.js did not load: the page's own message says so now, not after its 12 s.
  if (!window.SudokuApp) {
    const stuck = document.querySelector('#board .sudoku-stuck');
    if (stuck) stuck.style.animation = 'none';
    if (stuck) stuck.style.visibility = 'visible';
    window.sudokuReady = Promise.resolve(null);
    return;
  }
  // (source: 'query' names the options as URL keys in messages; persist is off unless asked.)
  const options = {};
  new URLSearchParams(location.search).forEach(function (v, k) { options[k] = v; });
  options.source = 'query';
  // offline=true: the site owner asks for the offline worker (web/sw.js); never by default.
  const offline = options.offline;
  delete options.offline;
  window.sudokuReady = SudokuApp.mount(document.getElementById('board'), options).then(function (board) {
    window.sudoku = board;
    if (offline === 'true' || offline === '1' || offline === '') SudokuApp.offline('sw.js');
    else if (offline !== undefined) console.info('sudoku: offline=' + offline + ' in the URL is not true, so the board does not work offline.');
    return board;
  }, function (err) {
    console.info('sudoku: ' + err.message);
    return null;
  });
})();
