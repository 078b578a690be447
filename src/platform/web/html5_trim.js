// Emscripten JS library (cmake/WebApp.cmake, --js-library): SDL's web backend links the
// browser's fullscreen and pointer-lock calls (SDL_SetWindowFullscreen, relative mouse mode)
// and listens for their change events, which the board never uses. These take the place of
// Emscripten's versions (a later library wins), so the glue leaves out those and their helpers
// (canvas restyling for fullscreen, the events' data): issue 23, the first board's download.
// Each answers EMSCRIPTEN_RESULT_NOT_SUPPORTED (-1), as a browser without the API would; SDL
// then says fullscreen or relative mouse mode failed. JS, not C: no new wasm function, so the
// program's split (assets/site/first_board.txt) is unchanged.
mergeInto(LibraryManager.library, {
  emscripten_request_fullscreen_strategy: function () { return -1; },
  emscripten_exit_fullscreen: function () { return -1; },
  emscripten_set_fullscreenchange_callback_on_thread: function () { return -1; },
  emscripten_request_pointerlock: function () { return -1; },
  emscripten_exit_pointerlock: function () { return -1; },
  emscripten_set_pointerlockchange_callback_on_thread: function () { return -1; },
});
