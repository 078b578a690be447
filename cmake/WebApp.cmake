# The web app (Emscripten): Dear ImGui + SDL2 + WebGL2, built into build/web/dist as a
# static site. SUDOKU_DEPS holds imgui/ (sources) and sdl2-web-min/ (SDL2 built by
# scripts/setup.sh for size, with only the subsystems the board uses).
include(Imgui)  # (also SDL2_WEB_DIR and the option SUDOKU_WEB_LTO)

include(AppSources)
# The app's code once, as objects: the site's program and the test build's link the same.
add_library(sudoku_app_objs OBJECT ${APP_SOURCES}
  ${CMAKE_SOURCE_DIR}/src/platform/web/sdl_trim.cpp  # keeps SDL's blitters out (see the file)
  ${CMAKE_SOURCE_DIR}/src/platform/web/engine_link_web.cpp
  ${CMAKE_SOURCE_DIR}/src/platform/web/fetch_data_web.cpp  # texts left out of the program (issue 23)
  ${CMAKE_SOURCE_DIR}/src/platform/web/engine_entry.cpp)  # the engine's C interface, for the worker
if(SUDOKU_WEB_UNITY)  # (CMakeLists.txt)
  app_unity(sudoku_app_objs)
endif()
# Built for size: the interface's code (ImGui, the app, the views) at -Oz, and the link's
# own optimisation (binaryen, the JS glue) too; the core keeps its flags (CMakeLists.txt).
# (ImGui's flags are in Imgui.cmake.)
target_compile_options(sudoku_view_math PRIVATE -Oz)
target_compile_options(sudoku_app_objs PRIVATE -Oz -Wall -Wextra)
target_link_libraries(sudoku_app_objs PUBLIC sudoku_engine sudoku_core sudoku_view_math imgui header_deps)

# Link-time optimisation of the code built for size (the interface, the core's -Oz part, the
# engine): the solvers' -O3 files stay ordinary objects, so their speed is untouched.
set(WEB_LTO)
if(SUDOKU_WEB_LTO)  # (Imgui.cmake)
  set(WEB_LTO -flto)
  foreach(t sudoku_view_math sudoku_app_objs sudoku_core_small sudoku_engine)
    if(TARGET ${t})
      target_compile_options(${t} PRIVATE -flto)
    endif()
  endforeach()
endif()

# web_program(target dir link_opt [defines...]): sudoku-app.js + .wasm in dir; link_opt is
# the site's size passes (-Oz, twice) or a test build's quicker -O1.
function(web_program target dir link_opt)
  add_executable(${target} ${CMAKE_SOURCE_DIR}/src/platform/main_web.cpp)
  target_compile_options(${target} PRIVATE -Oz -Wall -Wextra ${WEB_LTO})
  target_compile_definitions(${target} PRIVATE ${ARGN})
  set_target_properties(${target} PROPERTIES OUTPUT_NAME sudoku-app SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${dir})
  target_link_libraries(${target} PRIVATE sudoku_app_objs sudoku_engine sudoku_core sudoku_view_math imgui header_deps
    ${SDL2_WEB_DIR}/lib/libSDL2.a)
  target_link_options(${target} PRIVATE ${link_opt} ${WEB_LTO}
    -sUSE_SDL=0 -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sFULL_ES3=0
    -sALLOW_MEMORY_GROWTH=1 -sMODULARIZE=1 -sEXPORT_NAME=createSudokuModule
    # The same program is the engine of the page's Web Worker (web/engine_worker.js, which
    # starts it without main: noInitialRun), so the site carries the engine once.
    -sDISABLE_DEPRECATED_FIND_EVENT_TARGET_BEHAVIOR=0 -sENVIRONMENT=web,worker -sDYNAMIC_EXECUTION=0
    -sEXPORTED_RUNTIME_METHODS=[ccall,cwrap,UTF8ToString,stringToUTF8,lengthBytesUTF8] -sEXPORTED_FUNCTIONS=[_main,_malloc,_free]
    -sFILESYSTEM=0 -sMALLOC=emmalloc -sGL_TRACK_ERRORS=0 -sSUPPORT_LONGJMP=0 -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0 -sSUPPORT_ERRNO=0
    # No WebGL extension is enabled up front (each costs time when the context is made);
    # WebGL2's core is all ImGui's backend and the heat map use.
    -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
    # Never BINARYEN_IGNORE_IMPLICIT_TRAPS: it let binaryen hoist a division above its
    # zero guard (stats.cpp), and the page trapped at every start.
    # The glue reads only the options sudoku.js passes, and decodes text with TextDecoder
    # (every WebGL2 browser has it): -0.4 KB.
    -sINCOMING_MODULE_JS_API=[canvas,locateFile,arguments,print,printErr,onAbort,preMainLoop,postMainLoop,noInitialRun,loadSplitModule]
    -sTEXTDECODER=2
    # SDL's fullscreen and pointer-lock calls answer "not supported" (the board uses neither):
    # their JS stays out of the glue.
    --js-library ${CMAKE_SOURCE_DIR}/src/platform/web/html5_trim.js)
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${CMAKE_SOURCE_DIR}/src/platform/web/html5_trim.js)
endfunction()
# binaryen runs its -Oz passes a second time (-1.8 KB gzip). Not until the module stops
# shrinking (--converge): the rounds after the second saved 10 bytes gzip for 10 CPU-s of
# the link (docs/performance.md, "The test command's builds").
# A function with one caller is inlined only up to 1000 of binaryen's nodes (default: any size):
# V8's baseline compile of a huge function takes far longer than of its pieces (src/ui/noinline.h).
web_program(sudoku_app ${CMAKE_CURRENT_BINARY_DIR} "-Oz;-sBINARYEN_EXTRA_PASSES=-Oz,--one-caller-inline-max-function-size=1000")
# Issue 23: the first board waits only for what it draws. The program is cut in two after the
# link (binaryen's wasm-split) into split/: sudoku-app.wasm holds the functions the first board
# runs (assets/site/first_board.txt, recorded by scripts/split_profile.js), and
# sudoku-app.deferred.wasm the rest (the hint engine's chains, grading beyond the generator's,
# the variants...), which the page fetches after its first frame (web/sudoku.js) and the
# engine's worker before its first task. The link leaves the whole program in
# sudoku-app.wasm.orig and an instrumented copy in sudoku-app.wasm (it records which
# functions ran: scripts/split_profile.js).
find_program(NODE_EXE node REQUIRED)
target_link_options(sudoku_app PRIVATE -sSPLIT_MODULE=1 --emit-symbol-map)
set(SPLIT_DIR ${CMAKE_CURRENT_BINARY_DIR}/split)
# The first part leaves out the language tables but English's and the puzzle bank too: they
# go beside it as files (split/text/<code>.txt, split/bank/<level>.txt, then dist/web/), which
# the page fetches when first needed (src/core/text/fetched_data.h).
# English's later keys too (text/en.later.txt: the hint engine's sentences, cmake/LangTables.cmake).
set(LEFT_OUT text/en.later.txt=${CORE_GENERATED_DIR}/lang_en_later.txt)
foreach(code ${LANG_CODES})
  if(NOT code STREQUAL "en")
    list(APPEND LEFT_OUT text/${code}.txt=${CORE_GENERATED_DIR}/lang_${code}.txt)
  endif()
endforeach()
# The puzzles offered to watch, read when the watch screen is first drawn (src/app/app_watch.cpp).
if(EXISTS "${CMAKE_SOURCE_DIR}/assets/watch_puzzles.txt")
  list(APPEND LEFT_OUT bank/watch.txt=${CMAKE_SOURCE_DIR}/assets/watch_puzzles.txt)
endif()
foreach(level master extreme)
  if(EXISTS "${CMAKE_SOURCE_DIR}/assets/bank/${level}.txt")
    list(APPEND LEFT_OUT bank/${level}.txt=${CMAKE_SOURCE_DIR}/assets/bank/${level}.txt)
  endif()
endforeach()
add_custom_command(OUTPUT ${SPLIT_DIR}/sudoku-app.wasm ${SPLIT_DIR}/sudoku-app.deferred.wasm
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${SPLIT_DIR}/text ${SPLIT_DIR}/bank
  COMMAND ${CMAKE_COMMAND} -E make_directory ${SPLIT_DIR}/text ${SPLIT_DIR}/bank
  COMMAND ${NODE_EXE} ${CMAKE_SOURCE_DIR}/scripts/split_wasm.js sudoku-app.wasm.orig sudoku-app.js.symbols
          ${CMAKE_SOURCE_DIR}/assets/site/first_board.txt ${SPLIT_DIR} ${LEFT_OUT}
  DEPENDS sudoku_app ${CMAKE_SOURCE_DIR}/assets/site/first_board.txt ${CMAKE_SOURCE_DIR}/scripts/split_wasm.js
  WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR} VERBATIM)
# The engine alone (the core and src/engine, no ImGui, SDL or GL), not part of the site: the
# worker runs the site's one program (above), so the engine is downloaded once. This build
# measures what a first board could shed by splitting them (docs/performance.md, issue 23).
add_executable(sudoku_engine_wasm EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/src/platform/web/engine_entry.cpp)
target_compile_options(sudoku_engine_wasm PRIVATE -Os -Wall -Wextra)
set_target_properties(sudoku_engine_wasm PROPERTIES OUTPUT_NAME sudoku-engine SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/engine-alone)
target_link_libraries(sudoku_engine_wasm PRIVATE sudoku_engine sudoku_core)
target_link_options(sudoku_engine_wasm PRIVATE -Oz -sALLOW_MEMORY_GROWTH=1
  -sMODULARIZE=1 -sEXPORT_NAME=createSudokuEngine -sENVIRONMENT=worker -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0
  -sEXPORTED_RUNTIME_METHODS=[cwrap] -sINCOMING_MODULE_JS_API=[locateFile] -sTEXTDECODER=2)
# Test builds only (tests/e2e/crash.js, SUDOKU_TEST_HOOKS in CMakeLists.txt): the same program
# with a command that traps, in build/web/test-trap/, never copied into dist/. Its link-time
# optimisation at O1 (wasm-ld's default is O2): 13.5 -> 8.9 CPU-s.
if(SUDOKU_TEST_HOOKS)
  web_program(sudoku_app_trap ${CMAKE_BINARY_DIR}/test-trap "-O1;-Wl,--lto-O1" SUDOKU_TEST_HOOKS=1)
endif()

# dist/: the whole static site. index.html, the manifest and the offline worker at the top;
# web/ holds everything a board needs (what an embedder copies), icons included, so nothing
# under web/ points outside it. The puzzle lists of assets/ are embedded in the wasm.
set(DIST "${CMAKE_BINARY_DIR}/dist")
file(GLOB WEB_FILES LIST_DIRECTORIES false CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/web/*)
# sudoku.js is made with its parts (web/board/*.js) and the page's words of every language
# put in (cmake/PageText.cmake); a11y.js with its parts (web/a11y/*.js).
list(REMOVE_ITEM WEB_FILES ${CMAKE_SOURCE_DIR}/web/sudoku.js ${CMAKE_SOURCE_DIR}/web/a11y.js)
file(GLOB LANG_TABLES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/lang/*.txt)
file(GLOB BOARD_PARTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/web/board/*.js)
file(GLOB A11Y_PARTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/web/a11y/*.js)
set(PAGE_JS "${CMAKE_BINARY_DIR}/page/sudoku.js")
# Only English's page words ride in sudoku.js; the others are web/text/<code>.page.json.
set(PAGE_WORDS_DIR "${CMAKE_BINARY_DIR}/page/words")
set(PAGE_WORDS)
foreach(code ${LANG_CODES})
  if(NOT code STREQUAL "en")
    list(APPEND PAGE_WORDS ${PAGE_WORDS_DIR}/${code}.page.json)
  endif()
endforeach()
add_custom_command(OUTPUT ${PAGE_JS} ${PAGE_WORDS}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PAGE_WORDS_DIR}
  COMMAND ${CMAKE_COMMAND} -DJS=${CMAKE_SOURCE_DIR}/web/sudoku.js -DLANG_DIR=${CMAKE_SOURCE_DIR}/assets/lang
          -DOUT=${PAGE_JS} -DWORDS_DIR=${PAGE_WORDS_DIR} -P ${CMAKE_SOURCE_DIR}/cmake/PageText.cmake
  DEPENDS ${CMAKE_SOURCE_DIR}/web/sudoku.js ${BOARD_PARTS} ${LANG_TABLES} ${CMAKE_SOURCE_DIR}/cmake/PageText.cmake VERBATIM)
set(A11Y_JS "${CMAKE_BINARY_DIR}/page/a11y.js")
add_custom_command(OUTPUT ${A11Y_JS}
  COMMAND ${CMAKE_COMMAND} -DJS=${CMAKE_SOURCE_DIR}/web/a11y.js -DOUT=${A11Y_JS} -P ${CMAKE_SOURCE_DIR}/cmake/PageText.cmake
  DEPENDS ${CMAKE_SOURCE_DIR}/web/a11y.js ${A11Y_PARTS} ${CMAKE_SOURCE_DIR}/cmake/PageText.cmake VERBATIM)
# Every script goes into dist/ minified (scripts/minify.js, Debian's terser): -20 KB gzip,
# most of it Emscripten's glue.
find_program(NODE_EXE node REQUIRED)
set(JS_SOURCES ${WEB_FILES})
list(FILTER JS_SOURCES INCLUDE REGEX "\\.(js|css)$")  # the style sheet too (scripts/minify.js)
list(FILTER WEB_FILES EXCLUDE REGEX "\\.(js|css)$")
list(APPEND JS_SOURCES ${PAGE_JS} ${A11Y_JS} ${CMAKE_CURRENT_BINARY_DIR}/sudoku-app.js)
set(DIST_JS)
foreach(js ${JS_SOURCES})
  get_filename_component(name "${js}" NAME)
  set(deps "${js}")
  if(name STREQUAL "sudoku-app.js")
    set(deps sudoku_app)
  endif()
  add_custom_command(OUTPUT ${DIST}/web/${name}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${DIST}/web
    COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${NODE_EXE} ${CMAKE_SOURCE_DIR}/scripts/minify.js ${js} ${DIST}/web/${name}
    DEPENDS ${deps} ${CMAKE_SOURCE_DIR}/scripts/minify.js VERBATIM)
  list(APPEND DIST_JS ${DIST}/web/${name})
endforeach()
set(ICON_FILES ${CMAKE_SOURCE_DIR}/assets/icon.svg ${CMAKE_SOURCE_DIR}/assets/icon-192.png ${CMAKE_SOURCE_DIR}/assets/icon-512.png)
set(SITE_FILES ${CMAKE_SOURCE_DIR}/index.html ${CMAKE_SOURCE_DIR}/assets/site/manifest.webmanifest)
add_custom_target(dist ALL
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${DIST}/assets
  COMMAND ${CMAKE_COMMAND} -E make_directory ${DIST}/web
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${SITE_FILES} ${DIST}/
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${WEB_FILES} ${ICON_FILES} ${DIST}/web/
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${SPLIT_DIR}/sudoku-app.wasm ${SPLIT_DIR}/sudoku-app.deferred.wasm ${DIST}/web/
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${DIST}/web/text ${DIST}/web/bank
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${SPLIT_DIR}/text ${DIST}/web/text
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${PAGE_WORDS} ${DIST}/web/text/
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${SPLIT_DIR}/bank ${DIST}/web/bank
  COMMAND ${CMAKE_COMMAND} -DDIST=${DIST} -DTEMPLATE=${CMAKE_SOURCE_DIR}/assets/site/sw.js
          -P ${CMAKE_SOURCE_DIR}/cmake/ServiceWorker.cmake
  # Last: .gz and .br copies of every file for hosts that serve them (docs/embedding.md).
  COMMAND ${NODE_EXE} ${CMAKE_SOURCE_DIR}/scripts/precompress.js ${DIST}
  DEPENDS sudoku_app ${SPLIT_DIR}/sudoku-app.wasm ${SPLIT_DIR}/sudoku-app.deferred.wasm ${PAGE_WORDS} ${WEB_FILES} ${ICON_FILES} ${SITE_FILES} ${CMAKE_SOURCE_DIR}/assets/site/sw.js
          ${CMAKE_SOURCE_DIR}/cmake/ServiceWorker.cmake ${CMAKE_SOURCE_DIR}/scripts/precompress.js ${DIST_JS}
  COMMENT "Assembling the static site in ${DIST}")
