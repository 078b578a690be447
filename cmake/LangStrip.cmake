# cmake -DIN=assets/lang/de.txt -DOUT=lang_de.txt -P LangStrip.cmake
# The table as the C++ core needs it: without comments, blank lines and the page's own
# words (page.*, which dist/web/sudoku.js carries), so the .wasm stays smaller.
file(READ "${IN}" text)
string(REGEX REPLACE "\n(#|page\\.)[^\n]*" "" text "\n${text}")
string(REGEX REPLACE "\n\n+" "\n" text "${text}")
file(WRITE "${OUT}.tmp" "${text}\n")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUT}.tmp" "${OUT}")
file(REMOVE "${OUT}.tmp")
