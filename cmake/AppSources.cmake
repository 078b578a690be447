# The app's sources for both front ends (web and desktop): src/app, src/ui (but the
# ImGui-free layout.cpp, which is sudoku_view_math), src/platform without the main_*.cpp
# files (each front end adds its own), and what is embedded at build time: the fonts, the
# shaders and the built-in puzzle lists. Sets APP_SOURCES.
set(SUDOKU_FONT_DIR "/usr/share/fonts/opentype/inter" CACHE PATH "Folder holding Inter-*.otf (fonts-inter)")
if(NOT EXISTS "${SUDOKU_FONT_DIR}/Inter-Regular.otf")
  message(FATAL_ERROR "${SUDOKU_FONT_DIR}/Inter-Regular.otf is missing: run scripts/setup.sh first (or see README, 'Not on Debian')")
endif()

# Fonts: Inter from Debian, cut down to the glyphs the app draws, embedded as C arrays:
# ASCII, the Latin-1 letters of English, German, French, Spanish and Italian, Œœ, the dashes,
# quotes, ellipsis and euro sign. Keep in step with kTextRanges in src/ui/font_ranges.h
# (tests/core/font_ranges_test.cpp compares them).
set(GENERATED_DIR "${CMAKE_BINARY_DIR}/generated")
file(MAKE_DIRECTORY "${GENERATED_DIR}")
set(APP_SOURCES)
foreach(weight Regular SemiBold)
  set(sub "${GENERATED_DIR}/Inter-${weight}.subset.otf")
  add_custom_command(OUTPUT "${sub}"
    COMMAND pyftsubset "${SUDOKU_FONT_DIR}/Inter-${weight}.otf" --unicodes=U+0020-007E,U+00A0-00A1,U+00AB,U+00BB,U+00BF-00C2,U+00C4,U+00C7-00CF,U+00D1-00D4,U+00D6,U+00D9-00DC,U+00DF-00E2,U+00E4,U+00E7-00EF,U+00F1-00F4,U+00F6,U+00F9-00FC,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2026,U+2039-203A,U+20AC
            --layout-features= --no-hinting --desubroutinize --output-file=${sub}
    DEPENDS "${SUDOKU_FONT_DIR}/Inter-${weight}.otf" VERBATIM)
  set(src "${GENERATED_DIR}/font_${weight}.cpp")
  add_custom_command(OUTPUT "${src}"
    COMMAND ${CMAKE_COMMAND} -DIN=${sub} -DOUT=${src} -DNAME=font_inter_${weight} -P ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake
    DEPENDS "${sub}" ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake VERBATIM)
  list(APPEND APP_SOURCES "${src}")
endforeach()

# Shaders: shaders/*.glsl embedded as C strings.
file(GLOB SHADER_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/shaders/*.glsl)
foreach(sh ${SHADER_FILES})
  get_filename_component(stem "${sh}" NAME_WE)
  set(src "${GENERATED_DIR}/shader_${stem}.cpp")
  add_custom_command(OUTPUT "${src}"
    COMMAND ${CMAKE_COMMAND} -DIN=${sh} -DOUT=${src} -DNAME=shader_${stem} -DTEXT=1 -P ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake
    DEPENDS "${sh}" ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake VERBATIM)
  list(APPEND APP_SOURCES "${src}")
endforeach()

# Built-in puzzle lists from assets/, embedded as C strings.
set(WATCH_LIST "${CMAKE_SOURCE_DIR}/assets/watch_puzzles.txt")
if(NOT EXISTS "${WATCH_LIST}")
  set(WATCH_LIST "${GENERATED_DIR}/empty.txt")
  file(WRITE "${WATCH_LIST}" "")
endif()
add_custom_command(OUTPUT "${GENERATED_DIR}/asset_watch_puzzles.cpp"
  COMMAND ${CMAKE_COMMAND} -DIN=${WATCH_LIST} -DOUT=${GENERATED_DIR}/asset_watch_puzzles.cpp -DNAME=asset_watch_puzzles -DTEXT=1 -DMUTABLE=1
          -P ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake
  DEPENDS "${WATCH_LIST}" ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake VERBATIM)
list(APPEND APP_SOURCES "${GENERATED_DIR}/asset_watch_puzzles.cpp")

file(GLOB _app_code CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/ui/*.cpp ${CMAKE_SOURCE_DIR}/src/app/*.cpp
     ${CMAKE_SOURCE_DIR}/src/platform/*.cpp)
list(FILTER _app_code EXCLUDE REGEX "src/ui/layout\\.cpp$")
list(FILTER _app_code EXCLUDE REGEX "src/platform/main_[^/]*\\.cpp$")
list(APPEND APP_SOURCES ${_app_code})

# app_unity(target): the app's code compiles in unity batches: each file is small and parses
# ImGui's and the core's headers, which a batch parses once. theme.cpp keeps its own compile:
# its colour tables' file-local names (kLight, rgb...) are also rule_view.cpp's.
set_source_files_properties(${CMAKE_SOURCE_DIR}/src/ui/theme.cpp PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
function(app_unity target)
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 16)
endfunction()
