# Dear ImGui 1.90.1 with its SDL2 and OpenGL 3 backends, as the static library `imgui`, from
# the sources scripts/setup.sh unpacks into .cache/imgui (Debian's source package), for the
# web app (Emscripten: WebApp.cmake) or the desktop app (DesktopApp.cmake), each with its own
# SDL2 and flags, set here for both.
# scripts/setup.sh also builds it once per flavour into .cache/imgui-lib/<flavour>-<key>/
# (cmake/imgui-lib/): the key is a hash of everything that makes the objects (compiler,
# flags, definitions, the sources, SDL2's version, this file), so a build takes the
# prebuilt library only when it would have compiled the same, and else compiles it here.
# It spares the test command's builds 10-19 CPU-s natively and 5-12 with emcc (docs/performance.md).
set(SUDOKU_DEPS "${CMAKE_SOURCE_DIR}/.cache" CACHE PATH "Folder with imgui/ and sdl2-web/")
set(IMGUI_DIR "${SUDOKU_DEPS}/imgui" CACHE PATH "Dear ImGui 1.90.1 sources")
if(NOT EXISTS "${IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "${IMGUI_DIR}/imgui.cpp is missing: run scripts/setup.sh first (or see README, 'Not on Debian')")
endif()
option(IMGUI_FROM_SOURCE "Compile Dear ImGui here even when a prebuilt one matches" OFF)

set(IMGUI_DEFINITIONS IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS
  IMGUI_DISABLE_DEBUG_TOOLS IMGUI_DISABLE_DEFAULT_FONT)
if(EMSCRIPTEN)
  set(IMGUI_FLAVOUR web)
  set(SDL2_WEB_DIR "${SUDOKU_DEPS}/sdl2-web-min" CACHE PATH "SDL2 built with Emscripten (prefix)")
  if(NOT EXISTS "${SDL2_WEB_DIR}/lib/libSDL2.a")
    message(FATAL_ERROR "${SDL2_WEB_DIR}/lib/libSDL2.a is missing: run scripts/setup.sh first (or see README, 'Not on Debian')")
  endif()
  option(SUDOKU_WEB_LTO "Web build: link-time optimisation of the -Oz code" ON)
  # Built for size, as the rest of the interface's code (WebApp.cmake).
  set(IMGUI_OPTIONS -Oz)
  if(SUDOKU_WEB_LTO)
    list(APPEND IMGUI_OPTIONS -flto)
  endif()
  set(IMGUI_INCLUDES ${SDL2_WEB_DIR}/include/SDL2)
  set(IMGUI_LINK)
  set(_sdl_headers "${SDL2_WEB_DIR}/include/SDL2")
else()
  set(IMGUI_FLAVOUR desktop)
  find_package(SDL2 CONFIG)
  find_path(GLES3_INCLUDE_DIR GLES3/gl3.h)
  find_library(GLESV2_LIBRARY GLESv2)
  if(NOT SDL2_FOUND OR NOT GLES3_INCLUDE_DIR OR NOT GLESV2_LIBRARY)
    message(FATAL_ERROR "The desktop app needs SDL2 and OpenGL ES 3 development files (Debian: libsdl2-dev, "
                        "libgles-dev; scripts/setup.sh installs them), or configure with -DSUDOKU_DESKTOP=OFF")
  endif()
  # The interface's code needs no -O3: it draws a frame in a few milliseconds at any level,
  # and -O1 compiles it in half the time (gcc, imgui.cpp: 6.1 -> 3.1 CPU-s).
  set(IMGUI_OPTIONS -O1)
  # ImGui's OpenGL 3 backend for a GL ES 3.0 context: <GLES3/gl3.h>, "#version 300 es".
  list(APPEND IMGUI_DEFINITIONS IMGUI_IMPL_OPENGL_ES3)
  set(IMGUI_INCLUDES)
  if(NOT GLES3_INCLUDE_DIR STREQUAL "/usr/include")
    list(APPEND IMGUI_INCLUDES ${GLES3_INCLUDE_DIR})
  endif()
  set(IMGUI_LINK SDL2::SDL2 ${GLESV2_LIBRARY})
  set(_sdl_headers "${SDL2_INCLUDE_DIR}")
endif()

# The key of the prebuilt library (scripts/setup.sh): what decides the objects.
string(TOUPPER "${CMAKE_BUILD_TYPE}" _type)
set(_key "${CMAKE_CXX_COMPILER}|${CMAKE_CXX_COMPILER_ID}|${CMAKE_CXX_COMPILER_VERSION}|${EMSCRIPTEN_VERSION}")
string(APPEND _key "|${CMAKE_CXX_FLAGS}|${CMAKE_CXX_FLAGS_${_type}}|${CMAKE_CXX_STANDARD}|${CMAKE_CXX_EXTENSIONS}")
get_directory_property(_dir_opts COMPILE_OPTIONS)
get_directory_property(_dir_defs COMPILE_DEFINITIONS)
# (Folders by what they hold, not by path: a worktree's .cache is another path to the same.)
string(APPEND _key "|${_dir_opts}|${_dir_defs}|${IMGUI_OPTIONS}|${IMGUI_DEFINITIONS}")
if(TARGET SDL2::SDL2)
  foreach(p INTERFACE_INCLUDE_DIRECTORIES INTERFACE_COMPILE_OPTIONS INTERFACE_COMPILE_DEFINITIONS)
    get_target_property(_v SDL2::SDL2 ${p})
    string(APPEND _key "|${_v}")
  endforeach()
endif()
set(IMGUI_SOURCE_NAMES imgui.cpp imgui_draw.cpp imgui_tables.cpp imgui_widgets.cpp
  backends/imgui_impl_sdl2.cpp backends/imgui_impl_opengl3.cpp)
file(GLOB _headers "${IMGUI_DIR}/*.h" "${IMGUI_DIR}/backends/imgui_impl_sdl2.h"
  "${IMGUI_DIR}/backends/imgui_impl_opengl3*.h")
list(SORT _headers)
foreach(f ${IMGUI_SOURCE_NAMES} ${_headers} ${_sdl_headers}/SDL_version.h ${_sdl_headers}/SDL_config.h
         ${CMAKE_CURRENT_LIST_FILE})
  if(NOT IS_ABSOLUTE "${f}")
    set(f "${IMGUI_DIR}/${f}")
  endif()
  file(SHA256 "${f}" _h)
  string(APPEND _key "|${_h}")
endforeach()
string(SHA256 _key "${_key}")
string(SUBSTRING "${_key}" 0 16 _key)
set(IMGUI_LIB_DIR "${SUDOKU_DEPS}/imgui-lib/${IMGUI_FLAVOUR}-${_key}")

if(EXISTS "${IMGUI_LIB_DIR}/libimgui.a" AND NOT IMGUI_FROM_SOURCE)
  message(STATUS "Dear ImGui: prebuilt ${IMGUI_LIB_DIR}/libimgui.a")
  add_library(imgui STATIC IMPORTED)
  set_target_properties(imgui PROPERTIES IMPORTED_LOCATION "${IMGUI_LIB_DIR}/libimgui.a")
  target_include_directories(imgui INTERFACE ${IMGUI_DIR} ${IMGUI_DIR}/backends ${IMGUI_INCLUDES})
  target_compile_definitions(imgui INTERFACE ${IMGUI_DEFINITIONS})
  target_link_libraries(imgui INTERFACE ${IMGUI_LINK})
  return()
endif()
message(STATUS "Dear ImGui: compiled from ${IMGUI_DIR} (no ${IMGUI_LIB_DIR}/libimgui.a)")

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
target_include_directories(imgui PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends ${IMGUI_INCLUDES})
target_compile_definitions(imgui PUBLIC ${IMGUI_DEFINITIONS})
target_compile_options(imgui PRIVATE ${IMGUI_OPTIONS})
target_link_libraries(imgui PUBLIC ${IMGUI_LINK})
