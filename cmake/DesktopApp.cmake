# The desktop app (native, SUDOKU_DESKTOP): the same App and views as the web page in an
# SDL2 window with an OpenGL ES 3.0 context, so the heat map's GLSL ES 3.00 shaders work
# unchanged. SDL2 and GLES come from Debian (libsdl2-dev, libgles-dev), Dear ImGui from
# the sources in .cache/imgui (Imgui.cmake).
find_package(SDL2 CONFIG)
find_path(GLES3_INCLUDE_DIR GLES3/gl3.h)
find_library(GLESV2_LIBRARY GLESv2)
if(NOT SDL2_FOUND OR NOT GLES3_INCLUDE_DIR OR NOT GLESV2_LIBRARY)
  message(FATAL_ERROR "The desktop app needs SDL2 and OpenGL ES 3 development files (Debian: libsdl2-dev, "
                      "libgles-dev; scripts/setup.sh installs them), or configure with -DSUDOKU_DESKTOP=OFF")
endif()

include(Imgui)
# ImGui's OpenGL 3 backend for a GL ES 3.0 context: <GLES3/gl3.h>, "#version 300 es".
target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
target_link_libraries(imgui PUBLIC SDL2::SDL2 ${GLESV2_LIBRARY})
if(NOT GLES3_INCLUDE_DIR STREQUAL "/usr/include")
  target_include_directories(imgui PUBLIC ${GLES3_INCLUDE_DIR})
endif()

include(AppSources)
add_executable(sudoku-desktop ${APP_SOURCES} ${CMAKE_SOURCE_DIR}/src/platform/main_desktop.cpp)
target_link_libraries(sudoku-desktop PRIVATE sudoku_engine sudoku_core sudoku_view_math imgui header_deps)
target_compile_options(sudoku-desktop PRIVATE -Wall -Wextra)
app_unity(sudoku-desktop)
# The interface's code (ImGui, the app, the views) needs no -O3: it draws a frame in a few
# milliseconds at any level (the web build compiles it at -Oz), and -O1 compiles it in half
# the time (gcc, imgui.cpp: 6.1 -> 3.1 CPU-s). The core and the engine keep their flags.
target_compile_options(imgui PRIVATE -O1)
target_compile_options(sudoku-desktop PRIVATE -O1)
