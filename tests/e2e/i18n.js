// Languages end to end: the page follows the browser's language (playwright's locale sets
// navigator.languages), data-lang (lang= for the iframe) and the player's setting override
// it, the setting survives a reload, and hints, messages and notices come in the language.
'use strict';
const h = require('./harness');
const { assert, assertEq, withServer, ready } = h;

const state = h.state;
const call = h.call;
const GERMAN_TECHNIQUES = ['Letzte freie Zelle', 'Versteckter Einer', 'Nackter Einer'];

module.exports = [
  ['i18n: a German browser gets the German interface, an English one stays English', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser, { locale: 'de-DE' });
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
    const named = await page.evaluate(() => [document.documentElement.lang, document.querySelector('canvas').getAttribute('aria-label')]);
    assertEq(named[0], 'de', 'page language');
    assert(/^Sudoku-Brett/.test(named[1]), `board name in German: ${named[1]}`);  // the page's, then the mirror's
    await h.settle(page);
    await h.shot(page, 'i18n-de-desktop');
    assertEq(page.problems, [], 'console problems');

    const en = await h.appPage(browser, { locale: 'en-US' });
    assertEq((await state(en)).lang, 'en', 'an English browser gets English');
    // A language without a table falls back to English.
    const ja = await h.openPage(browser, url + '/', { locale: 'ja-JP' });
    await ready(ja);
    assertEq((await state(ja)).lang, 'en', 'a Japanese browser gets English');
  })],

  ['i18n: a German browser gets the German tools and screen-reader mirror; a new language says them again', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser, { locale: 'de-DE' });
    const mirror = () => page.evaluate(() => {
      const root = document.querySelector('#app .sudoku-a11y');
      if (!root) return null;
      return {
        groups: Array.from(root.querySelectorAll('.sudoku-a11y-group')).map((g) => g.getAttribute('aria-label')),
        cell: root.querySelector('[role=gridcell]').getAttribute('aria-label'),
        grid: root.querySelector('[role=grid]').getAttribute('aria-label'),
        buttons: Array.from(root.querySelectorAll('.sudoku-a11y-group button')).map((b) => b.textContent),
        canvas: document.querySelector('#app canvas').getAttribute('aria-label'),
      };
    });
    await page.waitForFunction(() => document.querySelector('#app .sudoku-a11y-group'), null, { timeout: 10000 });
    let m = await mirror();
    assertEq(m.groups, ['Spielen', 'Tipp', 'Ergebnis', 'Neues Spiel: Stufen und Varianten', 'Regeln', 'Spiel', 'Werkzeuge', 'Einstellungen', 'Zusehen'], 'the mirror\'s groups in German');
    assert(/^Zeile 1, Spalte 1, /.test(m.cell), `a cell named in German: ${m.cell}`);
    assertEq(m.grid, 'Sudoku-Brett', 'the grid\'s name');
    for (const b of ['Rückgängig', 'Sicherungspunkt setzen', 'Einer lösen', 'Alle Farben entfernen'])
      assert(m.buttons.includes(b), `a button "${b}" in ${m.buttons.join(' | ')}`);
    assert(/^Sudoku-Brett \(ein Bild/.test(m.canvas), `the canvas named by the mirror: ${m.canvas}`);
    // The tools' own words (the panel's buttons and messages come from the same tables).
    assertEq(await call(page, { cmd: 'newGame', level: 'easy', seed: 42, wait: true }), { ok: true }, 'newGame');
    assertEq(await call(page, { cmd: 'savepoint' }), { ok: true }, 'savepoint');
    let st = await state(page);
    assert(/^Sicherungspunkt 1 bei \d+:\d\d gesetzt\. Rate jetzt; »Rücksprung« kehrt hierher zurück\.$/.test(st.message), `said: ${st.message}`);
    assertEq((await call(page, { cmd: 'solveSingles' })).ok, true, 'solveSingles');
    st = await state(page);
    assert(/^(\d+ Einer eingetragen|Gelöst)/.test(st.message) || st.completed, `said: ${st.message}`);
    // The player picks French: the mirror says everything again in French.
    assertEq(await call(page, { cmd: 'prefs', lang: 'fr' }), { ok: true }, 'choose French');
    await page.waitForFunction(() => /^ligne 1, colonne 1/.test(document.querySelector('#app [role=gridcell]').getAttribute('aria-label')),
      null, { timeout: 5000 }).catch(() => {});
    m = await mirror();
    assertEq(m.groups, ['Jouer', 'Indice', 'Résultat', 'Nouvelle partie : niveaux et variantes', 'Règles', 'Partie', 'Outils', 'Réglages', 'Solveur'], 'the groups in French');
    assert(/^ligne 1, colonne 1, /.test(m.cell), `a cell named in French: ${m.cell}`);
    assert(m.buttons.includes('Résoudre les singletons'), `French buttons: ${m.buttons.join(' | ')}`);
    assertEq(page.problems, [], 'console problems');

    // An English page: the words of en.txt (page.a11y.*) are the mirror's own English table.
    const en = await h.appPage(browser, { locale: 'en-US' });
    await en.waitForFunction(() => window.sudoku.a11y, null, { timeout: 10000 });
    assertEq(await en.evaluate(() => JSON.stringify(window.sudoku.a11y.words()) === JSON.stringify(window.SudokuA11y.words)), true,
      'en.txt\'s page.a11y.* words are SudokuA11y.words');
    assertEq(await en.evaluate(() => document.querySelector('#app .sudoku-a11y-group').getAttribute('aria-label')), 'Play', 'English groups');
  })],

  ['i18n: a hint comes in German, stage by stage', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser, { locale: 'de-DE' });
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
    assert(/(kann die \d nur in Zeile \d, Spalte \d \(r\dc\d\) stehen|hat nur noch einen Kandidaten|ist die letzte freie Zelle)/.test(st.hint.text),
      `the sentence in German: ${st.hint.text}`);
    assert(!/\b(the|can only|only one)\b/.test(st.hint.text), `no English left: ${st.hint.text}`);
    await h.settle(page);
    await h.shot(page, 'i18n-de-hint');
    assertEq(page.problems, [], 'console problems');
  })],

  ['i18n: the setting overrides the browser and survives a reload; "automatic" follows it again', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser, { locale: 'de-DE' });
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
    const page = await h.appPage(browser, { locale: 'de-DE', path: '/web/embed.html?lang=fr' });
    const st = await state(page);
    assertEq([st.lang, st.pageLang], ['fr', 'fr'], 'French asked by the page');
    const named = await page.evaluate(() => [document.getElementById('board').lang, document.querySelector('canvas').getAttribute('aria-label')]);
    assertEq(named[0], 'fr', 'the board element');
    assert(/^Grille de Sudoku/.test(named[1]), `its name in French: ${named[1]}`);
    await h.shot(page, 'i18n-fr-embed');
    assertEq(page.problems, [], 'console problems');

    const bad = await h.appPage(browser, { locale: 'de-DE', path: '/web/embed.html?lang=klingon' });
    assertEq((await state(bad)).lang, 'de', 'the browser\'s language');
    await bad.waitForSelector('.sudoku-notice[data-kind="options"]', { timeout: 5000 });
    const items = await bad.locator('.sudoku-notice[data-kind="options"] li').allTextContents();
    assertEq(items, ['lang=klingon in der URL: muss de, en, es, fr oder it sein; die Sprache des Browsers wird verwendet.'], 'the notice');
    assertEq(await bad.locator('.sudoku-notice[data-kind="options"] p').textContent(),
      'Die Optionen dieses Bretts müssen korrigiert werden (das Brett funktioniert, aber nicht wie gewünscht):', 'its title');
  })],

  ['i18n: each language on a phone, with a hint open (screenshots to look at)', (browser) => withServer(async (url) => {
    // One phone page whose browser language changes between visits, as playwright's `locale`
    // sets it (the Accept-Language and navigator.languages, and Intl's locale): a new browser
    // context for each would cost its start again.
    const page = await h.openPage(browser, 'about:blank', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const cdp = await page.context().newCDPSession(page);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    for (const lang of ['en', 'de', 'fr', 'es', 'it']) {
      await cdp.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: lang });
      await cdp.send('Emulation.setLocaleOverride', { locale: lang });
      await page.goto(url + '/');
      await ready(page);
      assertEq(await page.evaluate(() => navigator.languages[0]), lang, `${lang}: the browser says so`);
      assertEq((await state(page)).lang, lang, `${lang}: the browser's language`);
      await call(page, { cmd: 'newGame', level: 'hard', seed: 3, wait: true });
      await h.calls(page, [{ cmd: 'hint' }, { cmd: 'hint' }, { cmd: 'hint' }]);
      await h.settle(page);
      const st = await state(page);
      assert(st.hint.text && !st.hint.text.includes('{'), `${lang}: a whole sentence: ${st.hint.text}`);
      await h.shot(page, `i18n-phone-${lang}`);
      assertEq(page.problems, [], `${lang}: console problems`);
    }
  })],
  ['i18n: the settings\' language list fetches every table while it is open; the one picked comes without a blocking request', (browser) => withServer(async (url) => {
    const page = await h.appPage(browser);
    const asked = [], done = [];
    const text = (r) => /\/text\/\w+\.(txt|page\.json)$/.test(r.url()) && r.url().replace(/.*\/text\//, '');
    page.on('request', (r) => { if (text(r)) asked.push(text(r) + ' ' + r.resourceType()); });
    page.on('requestfinished', (r) => { if (text(r)) done.push(text(r)); });
    const click = (x, y) => h.settle(page, () => page.mouse.click(x, y));
    // Positions in this 800 x 600 layout (test-results/i18n-settings.png).
    await click(660, 495);  // the Game header: Game closes, Settings comes up below it
    await click(660, 533);  // the Settings header: the panel scrolls to show it
    assertEq(asked, [], 'no table asked for before the list opens');
    await click(615, 73);   // the Language list
    await h.shot(page, 'i18n-settings');
    const files = ['de', 'es', 'fr', 'it'].flatMap((c) => [c + '.txt', c + '.page.json']).sort();
    for (let i = 0; i < 100 && done.length < files.length; i++) await page.waitForTimeout(50);
    assertEq(done.slice().sort(), files, 'every other language\'s table and page words fetched while the list is open');
    await click(585, 150);  // Deutsch
    const st = await h.state(page);
    assertEq([st.lang, st.prefs.lang], ['de', 'de'], 'German chosen');
    assertEq(asked.filter((a) => !/ fetch$/.test(a)), [], 'no other request (a synchronous XMLHttpRequest) for a table');
    await call(page, { cmd: 'prefs', lang: '' });
    assertEq(page.problems, [], 'console problems');
  })],
];
