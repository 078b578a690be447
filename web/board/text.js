// The page's words in the board's language.
// A part of web/sudoku.js: the build puts it inside that file's closure (cmake/PageText.cmake,
// its /*INCLUDE*/ markers), so it shares the closure's names and adds none to the page.
// The page's words, one table per language (the page.* keys of assets/lang/<code>.txt):
// English's put in by the build (cmake/PageText.cmake), the others fetched beside their
// language's table (fetchText: web/text/<code>.page.json, the words in the order of English's
// keys) so the first board does not wait for five languages. A missing key, or a table not
// here yet, falls back to English.
const PAGE_TEXT = /*PAGE_TEXT*/{};
const PAGE_LANGS = /*PAGE_LANGS*/[];  // every language with a table
function hasLang(code) { return PAGE_LANGS.indexOf(code) >= 0; }
function langCode(tag) { return String(tag || '').toLowerCase().split(/[-_]/)[0]; }
// `wanted` (data-lang) if it has a table, else the first of the browser's languages that has one.
function pickLang(wanted) {
  const tags = [].concat(wanted ? [wanted] : [], navigator.languages || [navigator.language]);
  for (let i = 0; i < tags.length; i++) if (hasLang(langCode(tags[i]))) return langCode(tags[i]);
  return 'en';
}
const pageLang = pickLang();
function langOf(el) { return (el && el.sudokuLang) || pageLang; }
// The mirror's words in `lang` (the page.a11y.* keys of its table), for a11y.js.
function mirrorWords(lang) {
  const t = PAGE_TEXT[lang] || {}, out = {};
  Object.keys(t).forEach(function (k) { if (k.indexOf('page.a11y.') === 0) out[k.slice(10)] = t[k]; });
  return out;
}
// A sentence of the page in the language of `el` (a board's element, or none: the
// browser's), its {name} placeholders filled from `args`.
function say(el, key, args) {
  const lang = langOf(el);
  let s = (PAGE_TEXT[lang] || {})[key];
  if (s === undefined) s = (PAGE_TEXT.en || {})[key];
  if (s === undefined) return key;
  s = s.replace(/\\n/g, '\n').replace(/\\s/g, ' ');
  return s.replace(/\{(\w+)\}/g, function (m, n) { return args && n in args ? String(args[n]) : m; });
}
