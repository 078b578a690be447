# Dear ImGui 1.90.1 with its SDL2 and OpenGL 3 backends, as the static library `imgui`,
# built from the sources scripts/setup.sh unpacks into .cache/imgui (Debian's source
# package). Shared by the web app (WebApp.cmake) and the desktop app (DesktopApp.cmake);
# each gives `imgui` its own SDL2 headers.
set(SUDOKU_DEPS "${CMAKE_SOURCE_DIR}/.cache" CACHE PATH "Folder with imgui/ and sdl2-web/")
set(IMGUI_DIR "${SUDOKU_DEPS}/imgui" CACHE PATH "Dear ImGui 1.90.1 sources")
if(NOT EXISTS "${IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "${IMGUI_DIR}/imgui.cpp is missing: run scripts/setup.sh first (or see README, 'Not on Debian')")
endif()

add_library(imgui STATIC
  ${IMGUI_DIR}/imgui.cpp ${IMGUI_DIR}/imgui_draw.cpp ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp ${IMGUI_DIR}/backends/imgui_impl_sdl2.cpp
  ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends)
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS
  IMGUI_DISABLE_DEBUG_TOOLS IMGUI_DISABLE_DEFAULT_FONT)
