// A board's options: which it knows, the checks made before it starts, and when a board
// far below the fold starts.
// A part of web/sudoku.js: the build puts it inside that file's closure (cmake/PageText.cmake,
// its /*INCLUDE*/ markers), so it shares the closure's names and adds none to the page.
// Resolves when `el` comes within a screen of the viewport (at once if it is there now, or
// if the page asks for it: eager, the full-page app; or without IntersectionObserver).
// `cancel` (a destroyed board) stops waiting for good.
function nearViewport(el, options) {
  const wait = { ready: Promise.resolve(), cancel: function () {} };
  if (options.eager === true || options.fullPage || !window.IntersectionObserver) return wait;
  const r = el.getBoundingClientRect(), h = window.innerHeight, w = window.innerWidth;
  if (r.bottom >= -h && r.top <= 2 * h && r.right >= 0 && r.left <= w) return wait;
  let io = null;
  wait.ready = new Promise(function (resolve) {
    io = new IntersectionObserver(function (entries) {
      if (!entries.some(function (e) { return e.isIntersecting; })) return;
      io.disconnect();
      resolve();
    }, { rootMargin: '100% 0px' });
    io.observe(el);
  });
  wait.cancel = function () { io.disconnect(); };
  return wait;
}

// The options a board knows (to name an unknown one: a typo says what it meant).
const KNOWN = ['puzzle', 'seed', 'level', 'variant', 'mode', 'strategy', 'speed', 'theme', 'size', 'persist', 'autoplay', 'loadTimeout', 'lang', 'eager'];
// An option as the page wrote it, with its value if given: data-speed="fast",
// speed=fast in the URL (the iframe's), or options.speed = "fast".
function optionName(el, options, k, value) {
  const v = value === undefined ? '' : String(value);
  if (options.source === 'data')
    return 'data-' + k.replace(/[A-Z]/g, function (c) { return '-' + c.toLowerCase(); }) + (value === undefined ? '' : '="' + v + '"');
  if (options.source === 'query') return say(el, 'page.opt.in_url', { option: k + (value === undefined ? '' : '=' + v) });
  return 'options.' + k + (value === undefined ? '' : ' = "' + v + '"');
}
function distance(a, b) {
  const d = [];
  for (let i = 0; i <= a.length; i++) d.push([i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}
// Checks what the page can check without the board: returns the options to use (a bad
// value is dropped, so its default applies) and the problems, each naming its option.
function checkOptions(el, given) {
  const o = Object.assign({}, given), bad = [];
  const has = function (k) { return o[k] !== undefined && o[k] !== null; };
  const name = function (k, value) { return optionName(el, given, k, value); };
  const refuse = function (k, key, args) {
    bad.push(name(k, has(k) ? o[k] : undefined) + ': ' + say(el, key, args));
    delete o[k];
  };
  const listed = function (list) { return list.join(', ').replace(/, ([^,]*)$/, ' ' + say(el, 'page.or') + ' $1'); };
  const oneOf = function (k, list, instead) {
    if (has(k) && list.indexOf(String(o[k])) < 0) refuse(k, 'page.opt.must_be', { list: listed(list), instead: say(el, instead) });
  };
  const number = function (k, min, key) {
    if (!has(k)) return;
    const n = Number(o[k]);
    if (String(o[k]).trim() === '' || !isFinite(n) || n < min || (min > 0 && n === 0)) refuse(k, key);
  };
  const flag = function (k, dflt) {
    if (!has(k) || typeof o[k] === 'boolean') return;
    if (o[k] === 'true' || o[k] === '') o[k] = true;
    else if (o[k] === 'false') o[k] = false;
    else refuse(k, 'page.opt.flag', { dflt: dflt === 'true' ? 'true' : say(el, 'page.opt.its_default') });
  };
  if (given.source === 'data' || given.source === 'query') {
    Object.keys(given).forEach(function (k) {
      if (k === 'source' || KNOWN.indexOf(k) >= 0) return;
      const near = KNOWN.filter(function (n) { return distance(k.toLowerCase(), n.toLowerCase()) <= 2; })[0];
      // Other data-* attributes may be the page's own; a near miss or a query key is ours.
      if (near) bad.push(say(el, 'page.opt.not_option_near', { option: name(k), near: name(near) }));
      else if (given.source === 'query') bad.push(say(el, 'page.opt.not_option', { option: name(k), known: KNOWN.join(', ') }));
    });
  }
  oneOf('mode', ['play', 'watch', 'hint'], 'page.opt.plays');
  oneOf('theme', ['auto', 'light', 'dark', 'contrast'], 'page.opt.theme_auto');
  if (has('lang') && !hasLang(langCode(o.lang))) oneOf('lang', PAGE_LANGS.slice().sort(), 'page.opt.lang_browser');
  if (has('seed') && !(/^\s*\d+\s*$/.test(String(o.seed)) && Number(o.seed) <= Number.MAX_SAFE_INTEGER))
    refuse('seed', 'page.opt.seed');
  number('speed', 0, 'page.opt.speed');
  number('size', 1, 'page.opt.size');
  number('loadTimeout', 1, 'page.opt.timeout');
  flag('persist', 'its default');
  flag('autoplay', 'true');
  flag('eager', 'false');
  if (has('puzzle') && has('seed')) refuse('seed', 'page.opt.seed_with_puzzle', { puzzle: name('puzzle') });
  if (has('level') && !has('seed') && !has('variant')) refuse('level', 'page.opt.level_without_seed', { seed: name('seed') });
  oneOf('variant', ['9x9', '4x4', '6x6', '12x12', '16x16', 'jigsaw', 'x', 'killer'], 'page.opt.variant_classic');
  if (has('puzzle') && has('variant')) refuse('variant', 'page.opt.seed_with_puzzle', { puzzle: name('puzzle') });
  ['strategy', 'speed', 'autoplay'].forEach(function (k) {
    if (has(k) && o.mode !== 'watch') refuse(k, 'page.opt.watch_only', { watch: name('mode', 'watch') });
  });
  return { options: o, problems: bad };
}
