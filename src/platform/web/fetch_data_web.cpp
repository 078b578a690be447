// Where the web site's program finds the texts it leaves out (issue 23: the non-English
// language tables and the puzzle bank, web/text/ and web/bank/; core/text/fetched_data.h):
// the bytes the page fetched ahead (Module.sudokuData, web/sudoku.js), else a synchronous
// request, which the engine's worker may make and the page makes only when a text is asked
// for before its fetch has come (a language set by the page API before its table came, a
// master game).
#include <emscripten.h>

#include "core/text/fetched_data.h"

// 1 when `size` bytes of the file `name` (beside the program) were copied to `into`.
EM_JS(int, fetch_data, (const char* name, unsigned char* into, unsigned size), {
    var file = UTF8ToString(name);
    var got = Module.sudokuData && Module.sudokuData[file];
    if (!got) {
        // Said on the page (printErr: an info there), where it holds the board: the tests ask
        // that the first board never waits so (tests/e2e/split.js).
        if (typeof window !== 'undefined') err('text fetched at once: ' + file);
        try {
            var x = new XMLHttpRequest();
            x.open('GET', locateFile(file), false);
            x.overrideMimeType('text/plain; charset=x-user-defined');  // the bytes, as they are
            x.send();
            if (x.status !== 200) { err('sudoku: ' + file + ' did not load (HTTP ' + x.status + ')'); return 0; }
            var t = x.responseText;
            got = new Uint8Array(t.length);
            for (var i = 0; i < t.length; i++) got[i] = t.charCodeAt(i) & 0xff;
        } catch (e) {
            err('sudoku: ' + file + ' did not load (' + e + ')');
            return 0;
        }
    }
    if (got.length !== size) { err('sudoku: ' + file + ' is not the one this program was built with'); return 0; }
    HEAPU8.set(got, into);
    return 1;
});

namespace {
bool fetch_web(const char* name, unsigned char* into, unsigned size) { return fetch_data(name, into, size) != 0; }
// Set before main and before the worker's first task (both run the static initialisers).
[[maybe_unused]] const bool g_installed = (sudoku::data::set_fetch(&fetch_web), true);
}  // namespace
