# The web app (Emscripten): Dear ImGui + SDL2 + WebGL2, built into build/web/dist as a
# static site. SUDOKU_DEPS holds imgui/ (sources) and sdl2-web/ (SDL2 built by scripts/setup.sh).
set(SUDOKU_DEPS "${CMAKE_SOURCE_DIR}/.cache" CACHE PATH "Folder with imgui/ and sdl2-web/")
set(IMGUI_DIR "${SUDOKU_DEPS}/imgui" CACHE PATH "Dear ImGui 1.90.1 sources")
set(SDL2_WEB_DIR "${SUDOKU_DEPS}/sdl2-web" CACHE PATH "SDL2 built with Emscripten (prefix)")
set(SUDOKU_FONT_DIR "/usr/share/fonts/opentype/inter" CACHE PATH "Folder holding Inter-*.otf (fonts-inter)")
foreach(f "${IMGUI_DIR}/imgui.cpp" "${SDL2_WEB_DIR}/lib/libSDL2.a" "${SUDOKU_FONT_DIR}/Inter-Regular.otf")
  if(NOT EXISTS "${f}")
    message(FATAL_ERROR "${f} is missing: run scripts/setup.sh first (or see README, 'Not on Debian')")
  endif()
endforeach()

add_library(imgui STATIC
  ${IMGUI_DIR}/imgui.cpp ${IMGUI_DIR}/imgui_draw.cpp ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp ${IMGUI_DIR}/backends/imgui_impl_sdl2.cpp
  ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends ${SDL2_WEB_DIR}/include/SDL2)
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS
  IMGUI_DISABLE_DEBUG_TOOLS IMGUI_DISABLE_DEFAULT_FONT)

# Fonts: Inter from Debian, cut down to the glyphs the app draws, embedded as C arrays.
set(FONT_OUT "${CMAKE_BINARY_DIR}/generated")
file(MAKE_DIRECTORY "${FONT_OUT}")
set(FONT_SOURCES)
foreach(weight Regular SemiBold)
  set(sub "${FONT_OUT}/Inter-${weight}.subset.otf")
  add_custom_command(OUTPUT "${sub}"
    COMMAND pyftsubset "${SUDOKU_FONT_DIR}/Inter-${weight}.otf" --unicodes=U+0020-007E,U+00B7,U+2013,U+2014,U+2026
            --layout-features= --no-hinting --desubroutinize --output-file=${sub}
    DEPENDS "${SUDOKU_FONT_DIR}/Inter-${weight}.otf" VERBATIM)
  set(src "${FONT_OUT}/font_${weight}.cpp")
  add_custom_command(OUTPUT "${src}"
    COMMAND ${CMAKE_COMMAND} -DIN=${sub} -DOUT=${src} -DNAME=font_inter_${weight} -P ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake
    DEPENDS "${sub}" ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake VERBATIM)
  list(APPEND FONT_SOURCES "${src}")
endforeach()

# Shaders: shaders/*.glsl embedded as C strings.
file(GLOB SHADER_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/shaders/*.glsl)
set(SHADER_SOURCES)
foreach(sh ${SHADER_FILES})
  get_filename_component(stem "${sh}" NAME_WE)
  set(src "${FONT_OUT}/shader_${stem}.cpp")
  add_custom_command(OUTPUT "${src}"
    COMMAND ${CMAKE_COMMAND} -DIN=${sh} -DOUT=${src} -DNAME=shader_${stem} -DTEXT=1 -P ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake
    DEPENDS "${sh}" ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake VERBATIM)
  list(APPEND SHADER_SOURCES "${src}")
endforeach()

# Built-in puzzle lists from assets/, embedded as C strings.
set(WATCH_LIST "${CMAKE_SOURCE_DIR}/assets/watch_puzzles.txt")
if(NOT EXISTS "${WATCH_LIST}")
  set(WATCH_LIST "${FONT_OUT}/empty.txt")
  file(WRITE "${WATCH_LIST}" "")
endif()
add_custom_command(OUTPUT "${FONT_OUT}/asset_watch_puzzles.cpp"
  COMMAND ${CMAKE_COMMAND} -DIN=${WATCH_LIST} -DOUT=${FONT_OUT}/asset_watch_puzzles.cpp -DNAME=asset_watch_puzzles -DTEXT=1
          -P ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake
  DEPENDS "${WATCH_LIST}" ${CMAKE_SOURCE_DIR}/cmake/Embed.cmake VERBATIM)
list(APPEND SHADER_SOURCES "${FONT_OUT}/asset_watch_puzzles.cpp")

file(GLOB APP_SOURCES CONFIGURE_DEPENDS src/ui/*.cpp src/app/*.cpp src/platform/*.cpp)
list(FILTER APP_SOURCES EXCLUDE REGEX "src/ui/layout\\.cpp$")
add_executable(sudoku_app ${APP_SOURCES} ${FONT_SOURCES} ${SHADER_SOURCES})
set_target_properties(sudoku_app PROPERTIES OUTPUT_NAME sudoku-app SUFFIX .js)
target_link_libraries(sudoku_app PRIVATE sudoku_core sudoku_view_math imgui header_deps ${SDL2_WEB_DIR}/lib/libSDL2.a)
target_compile_options(sudoku_app PRIVATE -Wall -Wextra)
target_link_options(sudoku_app PRIVATE
  -sUSE_SDL=0 -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sFULL_ES3=0
  -sALLOW_MEMORY_GROWTH=1 -sMODULARIZE=1 -sEXPORT_NAME=createSudokuModule
  -sDISABLE_DEPRECATED_FIND_EVENT_TARGET_BEHAVIOR=0 -sENVIRONMENT=web -sDYNAMIC_EXECUTION=0
  -sEXPORTED_RUNTIME_METHODS=[ccall,cwrap,UTF8ToString] -sEXPORTED_FUNCTIONS=[_main,_free]
  -sFILESYSTEM=0
)

# dist/: the whole static site.
set(DIST "${CMAKE_BINARY_DIR}/dist")
file(GLOB WEB_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/web/*)
file(GLOB ASSET_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/assets/*)
add_custom_target(dist ALL
  COMMAND ${CMAKE_COMMAND} -E make_directory ${DIST}/web ${DIST}/assets
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${CMAKE_SOURCE_DIR}/index.html ${DIST}/index.html
  COMMAND ${CMAKE_COMMAND} -E copy_if_different ${WEB_FILES} ${DIST}/web/
  COMMAND ${CMAKE_COMMAND} -E copy_if_different $<TARGET_FILE_DIR:sudoku_app>/sudoku-app.js
          $<TARGET_FILE_DIR:sudoku_app>/sudoku-app.wasm ${DIST}/web/
  DEPENDS sudoku_app ${WEB_FILES} ${CMAKE_SOURCE_DIR}/index.html
  COMMENT "Assembling the static site in ${DIST}")
if(ASSET_FILES)
  add_custom_command(TARGET dist POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E copy_if_different ${ASSET_FILES} ${DIST}/assets/)
endif()
