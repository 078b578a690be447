# Header-only libraries from Debian (CLI11, nlohmann-json). Natively they are found in
# /usr/include; Emscripten must not search /usr/include, so the web build sees them through
# a folder of links made in the build tree. SUDOKU_HEADER_ROOT points elsewhere (not Debian).
set(SUDOKU_HEADER_ROOT "/usr/include" CACHE PATH "Folder holding CLI/ and nlohmann/ headers")
add_library(header_deps INTERFACE)
if(EMSCRIPTEN)
  set(_links "${CMAKE_BINARY_DIR}/header-deps")
  file(MAKE_DIRECTORY "${_links}")
  foreach(dir CLI nlohmann)
    if(NOT EXISTS "${SUDOKU_HEADER_ROOT}/${dir}")
      message(FATAL_ERROR "${SUDOKU_HEADER_ROOT}/${dir} is missing: run scripts/setup.sh (libcli11-dev, nlohmann-json3-dev)")
    endif()
    file(CREATE_LINK "${SUDOKU_HEADER_ROOT}/${dir}" "${_links}/${dir}" SYMBOLIC)
  endforeach()
  target_include_directories(header_deps INTERFACE "${_links}")
elseif(NOT SUDOKU_HEADER_ROOT STREQUAL "/usr/include")
  target_include_directories(header_deps INTERFACE "${SUDOKU_HEADER_ROOT}")
endif()
