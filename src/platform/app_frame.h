// What the web (main_web.cpp) and desktop (main_desktop.cpp) front ends share: the GL ES
// 3.0 context they ask SDL for, Dear ImGui with its SDL2 + OpenGL 3 backends and the heat
// map's GL program, touches acting as the mouse, and drawing one frame of the App.
#pragma once
#include <SDL.h>

namespace sudoku {
class App;
}

namespace sudoku::platform {

// Before SDL_Init: touches become mouse input in process_event, not in SDL.
void set_input_hints();

// Before SDL_CreateWindow: an OpenGL ES 3.0 context (WebGL2 on the web), double-buffered,
// no depth or stencil. The heat map's shaders are GLSL ES 3.00.
void request_gles3_context();

// With the GL context current: the ImGui context and backends, and the heat map's program
// (when its shaders do not build, the heat map is left out with a message on stderr).
void init_imgui(SDL_Window* window, SDL_GLContext gl);
void shutdown_imgui();

// Hands one SDL event to ImGui; the first finger down acts as the mouse.
void process_event(SDL_Window* window, const SDL_Event& e);

// Builds and renders one frame of `app` into the window's drawable, cleared to the page
// colour; the caller swaps. `dpr`: drawable pixels per window unit (fonts are rasterised
// at it so text stays sharp). `skip_unchanged`: a frame whose draw data equals the last
// drawn frame's is built but not rendered (false returned, nothing to swap): a canvas not
// drawn into keeps showing its last picture, and a software GL (SwiftShader) spends ~15-35
// ms a frame on pixels that would not change.
bool draw_frame(SDL_Window* window, App& app, float dpr, bool skip_unchanged = false);

}  // namespace sudoku::platform
