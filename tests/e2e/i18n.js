// Languages end to end: the page follows the browser's language (playwright's locale sets
// navigator.languages), data-lang (lang= for the iframe) and the player's setting override
// it, the setting survives a reload, and hints, messages and notices come in the language.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready } = h;

const state = (page) => page.evaluate(() => window.sudoku.state());
const call = (page, cmd) => page.evaluate((c) => window.sudoku.call(c), cmd);
const GERMAN_TECHNIQUES = ['Letzte freie Zelle', 'Versteckter Einer', 'Nackter Einer'];

module.exports = [
  ['i18n: a German browser gets the German interface, an English one stays English', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/', { locale: 'de-DE' });
    await ready(page);
    const langs = await page.evaluate(() => navigator.languages);
    assert(langs[0].startsWith('de'), `the browser is German: ${langs}`);
    let st = await state(page);
    assertEq(st.lang, 'de', 'state().lang');
    assertEq(st.pageLang, 'de', 'the page language');
    assertEq(st.prefs.lang, '', 'no language chosen by the player');
    assertEq(st.languages.map((l) => l.code).sort(), ['de', 'en', 'es', 'fr', 'it'], 'five tables');
    // Words the player sees: a message under the status line, the board's name, the page's language.
    assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 42, wait: true }), { ok: true }, 'newGame');
    st = await state(page);
    assertEq(st.message, 'Neues Spiel (Leicht), Seed 42.', 'the message in German');
    assertEq(await page.evaluate(() => [document.documentElement.lang, document.querySelector('canvas').getAttribute('aria-label')]),
      ['de', 'Sudoku-Brett'], 'page language and board name');
    await h.settle(page);
    await h.shot(page, 'i18n-de-desktop');
    assertEq(page.problems, [], 'console problems');

    const en = await h.openPage(browser, url + '/', { locale: 'en-US' });
    await ready(en);
    assertEq((await state(en)).lang, 'en', 'an English browser gets English');
    // A language without a table falls back to English.
    const ja = await h.openPage(browser, url + '/', { locale: 'ja-JP' });
    await ready(ja);
    assertEq((await state(ja)).lang, 'en', 'a Japanese browser gets English');
  })],

  ['i18n: a hint comes in German, stage by stage', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/', { locale: 'de-DE' });
    await ready(page);
    assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 7, wait: true }), { ok: true }, 'newGame');
    await call(page, { cmd: 'hint' });
    let st = await state(page);
    assert(/^Schau dir (Zeile|Spalte|Block) \d an\.$/.test(st.hint.text), `where to look: ${st.hint.text}`);
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assert(GERMAN_TECHNIQUES.includes(st.hint.title), `technique named in German: ${st.hint.title}`);
    assert(st.hint.text.startsWith('Versuch es mit der Technik ' + st.hint.title), `technique stage: ${st.hint.text}`);
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assertEq(st.hint.stage, 'pattern', 'third stage');
    assert(/(kann die \d nur in r\dc\d stehen|hat nur noch einen Kandidaten|ist die letzte freie Zelle)/.test(st.hint.text),
      `the sentence in German: ${st.hint.text}`);
    assert(!/\b(the|can only|only one)\b/.test(st.hint.text), `no English left: ${st.hint.text}`);
    await h.settle(page);
    await h.shot(page, 'i18n-de-hint');
    assertEq(page.problems, [], 'console problems');
  })],

  ['i18n: the setting overrides the browser and survives a reload; "automatic" follows it again', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/', { locale: 'de-DE' });
    await ready(page);
    assertEq(await call(page, { cmd: 'prefs', lang: 'it' }), { ok: true }, 'choose Italian');
    let st = await state(page);
    assertEq([st.lang, st.prefs.lang, st.pageLang], ['it', 'it', 'de'], 'Italian chosen in a German browser');
    await call(page, { cmd: 'hint' });
    st = await state(page);
    assert(/^Guarda (la riga|la colonna|il riquadro) \d\.$/.test(st.hint.text), `a hint in Italian: ${st.hint.text}`);
    assertEq(await call(page, { cmd: 'prefs', lang: 'xx' }), { ok: false, error: "unknown language 'xx' (en, de, es, fr or it)" },
      'an unknown language is refused');
    assertEq((await state(page)).lang, 'it', 'and changes nothing');
    await page.reload();
    await ready(page);
    st = await state(page);
    assertEq([st.lang, st.prefs.lang], ['it', 'it'], 'the choice after a reload');
    assertEq(await page.evaluate(() => document.documentElement.lang), 'it', 'the page says so');
    await h.settle(page);
    await h.shot(page, 'i18n-it-after-reload');
    assertEq(await call(page, { cmd: 'prefs', lang: '' }), { ok: true }, 'back to automatic');
    assertEq((await state(page)).lang, 'de', 'the browser\'s language again');
    assertEq(page.problems, [], 'console problems');
  })],

  ['i18n: data-lang (lang= in the iframe\'s URL) overrides the browser; a bad one is named in the board\'s language', (browser) => withServer(async (url) => {
    const page = await h.openPage(browser, url + '/web/embed.html?lang=fr', { locale: 'de-DE' });
    await ready(page);
    const st = await state(page);
    assertEq([st.lang, st.pageLang], ['fr', 'fr'], 'French asked by the page');
    assertEq(await page.evaluate(() => [document.getElementById('board').lang, document.querySelector('canvas').getAttribute('aria-label')]),
      ['fr', 'Grille de Sudoku'], 'the board element and its name');
    await h.shot(page, 'i18n-fr-embed');
    assertEq(page.problems, [], 'console problems');

    const bad = await h.openPage(browser, url + '/web/embed.html?lang=klingon', { locale: 'de-DE' });
    await ready(bad);
    assertEq((await state(bad)).lang, 'de', 'the browser\'s language');
    await bad.waitForSelector('.sudoku-notice[data-kind="options"]', { timeout: 5000 });
    const items = await bad.locator('.sudoku-notice[data-kind="options"] li').allTextContents();
    assertEq(items, ['lang=klingon in der URL: muss de, en, es, fr oder it sein; die Sprache des Browsers wird verwendet.'], 'the notice');
    assertEq(await bad.locator('.sudoku-notice[data-kind="options"] p').textContent(),
      'Die Optionen dieses Bretts müssen korrigiert werden (das Brett funktioniert, aber nicht wie gewünscht):', 'its title');
  })],

  ['i18n: each language on a phone, with a hint open (screenshots to look at)', (browser) => withServer(async (url) => {
    for (const lang of ['en', 'de', 'fr', 'es', 'it']) {
      const page = await h.openPage(browser, url + '/', { locale: lang, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      await ready(page);
      assertEq((await state(page)).lang, lang, `${lang}: the browser's language`);
      await call(page, { cmd: 'newGame', level: 'hard', seed: 3, wait: true });
      for (let i = 0; i < 3; i++) await call(page, { cmd: 'hint' });
      await h.settle(page);
      const st = await state(page);
      assert(st.hint.text && !st.hint.text.includes('{'), `${lang}: a whole sentence: ${st.hint.text}`);
      await h.shot(page, `i18n-phone-${lang}`);
      assertEq(page.problems, [], `${lang}: console problems`);
    }
  })],
];
