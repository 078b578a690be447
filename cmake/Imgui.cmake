# Dear ImGui 1.90.1 with its SDL2 and OpenGL 3 backends, as the static library `imgui`,
# built from the sources scripts/setup.sh unpacks into .cache/imgui (Debian's source
# package). Shared by the web app (WebApp.cmake) and the desktop app (DesktopApp.cmake);
# each gives `imgui` its own SDL2 headers.
set(SUDOKU_DEPS "${CMAKE_SOURCE_DIR}/.cache" CACHE PATH "Folder with imgui/ and sdl2-web/")
set(IMGUI_DIR "${SUDOKU_DEPS}/imgui" CACHE PATH "Dear ImGui 1.90.1 sources")
if(NOT EXISTS "${IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "${IMGUI_DIR}/imgui.cpp is missing: run scripts/setup.sh first (or see README, 'Not on Debian')")
endif()

# imgui_draw.cpp as built: 1.90.1 always links its built-in ProggyClean font (12 KB, 9.5 KB
# gzip of the web download) behind AddFontDefault(), which runs only when no font was added;
# the app always adds Inter first (src/ui/fonts.cpp). The copy compiled here makes that
# lookup return no data, so the font's array is left out (what IMGUI_DISABLE_DEFAULT_FONT
# does in later versions). The source in .cache stays as Debian ships it.
set(IMGUI_DRAW_SRC "${CMAKE_BINARY_DIR}/generated/imgui_draw_nodefaultfont.cpp")
file(READ "${IMGUI_DIR}/imgui_draw.cpp" _imgui_draw)
set(_proggy_return "return proggy_clean_ttf_compressed_data_base85;")
string(FIND "${_imgui_draw}" "${_proggy_return}" _at)
if(_at EQUAL -1)
  message(FATAL_ERROR "${IMGUI_DIR}/imgui_draw.cpp has no '${_proggy_return}': not Dear ImGui 1.90.1? (cmake/Imgui.cmake)")
endif()
string(REPLACE "${_proggy_return}" "return nullptr;  // cmake/Imgui.cmake: no built-in font" _imgui_draw "${_imgui_draw}")
string(REPLACE "static const char proggy_clean_ttf_compressed_data_base85" "[[maybe_unused]] static const char proggy_clean_ttf_compressed_data_base85" _imgui_draw "${_imgui_draw}")
file(WRITE "${IMGUI_DRAW_SRC}.tmp" "${_imgui_draw}")
configure_file("${IMGUI_DRAW_SRC}.tmp" "${IMGUI_DRAW_SRC}" COPYONLY)  # rewritten only when it changes
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${IMGUI_DIR}/imgui_draw.cpp")

add_library(imgui STATIC
  ${IMGUI_DIR}/imgui.cpp ${IMGUI_DRAW_SRC} ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp ${IMGUI_DIR}/backends/imgui_impl_sdl2.cpp
  ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends)
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS
  IMGUI_DISABLE_DEBUG_TOOLS IMGUI_DISABLE_DEFAULT_FONT)
