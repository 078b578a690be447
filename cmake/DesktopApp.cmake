# The desktop app (native, SUDOKU_DESKTOP): the same App and views as the web page in an
# SDL2 window with an OpenGL ES 3.0 context, so the heat map's GLSL ES 3.00 shaders work
# unchanged. SDL2 and GLES come from Debian (libsdl2-dev, libgles-dev), Dear ImGui from
# the sources in .cache/imgui (Imgui.cmake).
include(Imgui)  # (with SDL2 and GL ES 3 from Debian)

include(AppSources)
add_executable(sudoku-desktop ${APP_SOURCES} ${CMAKE_SOURCE_DIR}/src/platform/main_desktop.cpp)
target_link_libraries(sudoku-desktop PRIVATE sudoku_engine sudoku_core sudoku_view_math imgui header_deps)
target_compile_options(sudoku-desktop PRIVATE -Wall -Wextra)
app_unity(sudoku-desktop)
# The interface's code (ImGui, the app, the views) needs no -O3: it draws a frame in a few
# milliseconds at any level (the web build compiles it at -Oz), and -O1 compiles it in half
# the time (gcc, imgui.cpp: 6.1 -> 3.1 CPU-s; ImGui's own flags are in Imgui.cmake). The
# core and the engine keep their flags.
target_compile_options(sudoku-desktop PRIVATE -O1)
