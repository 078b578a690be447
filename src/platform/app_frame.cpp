#include "app_frame.h"

#include <GLES3/gl3.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>

#include <cstdio>

#include "app/app.h"
#include "heatmap_gl.h"
#include "ui/fonts.h"
#include "ui/heatmap.h"
#include "ui/layout.h"
#include "ui/theme.h"  // palette(): the clear colour

namespace sudoku::platform {
namespace {
// The finger acting as the mouse, -1 when none. One window per process (on the web, per
// module instance), so one value.
SDL_FingerID g_finger = -1;

void touch_to_mouse(SDL_Window* window, const SDL_TouchFingerEvent& f) {
    if (g_finger != -1 && f.fingerId != g_finger) return;
    int w, h;
    SDL_GetWindowSize(window, &w, &h);
    ImGuiIO& io = ImGui::GetIO();
    io.AddMouseSourceEvent(ImGuiMouseSource_TouchScreen);
    io.AddMousePosEvent(f.x * float(w), f.y * float(h));
    if (f.type == SDL_FINGERDOWN) {
        g_finger = f.fingerId;
        io.AddMouseButtonEvent(0, true);
    } else if (f.type == SDL_FINGERUP) {
        g_finger = -1;
        io.AddMouseButtonEvent(0, false);
    }
}
}  // namespace

void set_input_hints() {
    // Touches become the mouse in process_event, so SDL must not turn them into mouse
    // events too (on the web it would, but only once the canvas has mouse or keyboard
    // focus, which a phone's first tap does not give).
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
}

void request_gles3_context() {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
}

void init_imgui(SDL_Window* window, SDL_GLContext gl) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // layout is computed, nothing to persist
    io.LogFilename = nullptr;
    ImGui_ImplSDL2_InitForOpenGL(window, gl);
    ImGui_ImplOpenGL3_Init("#version 300 es");
    init_heatmap();
}

void shutdown_imgui() {
    shutdown_heatmap();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

void process_event(SDL_Window* window, const SDL_Event& e) {
    if (e.type == SDL_FINGERDOWN || e.type == SDL_FINGERUP || e.type == SDL_FINGERMOTION) touch_to_mouse(window, e.tfinger);
    else ImGui_ImplSDL2_ProcessEvent(&e);
}

void draw_frame(SDL_Window* window, App& app, float dpr) {
    int ww, wh;
    SDL_GetWindowSize(window, &ww, &wh);
    const float cell = ui::board_geometry(ui::layout_screen(float(ww), float(wh)).board).cell;
    if (ui::ensure_fonts(dpr, cell)) {
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    ui::begin_heatmap_frame();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    app.frame(io.DisplaySize.x, io.DisplaySize.y);
    ImGui::Render();

    int fw, fh;
    SDL_GL_GetDrawableSize(window, &fw, &fh);
    glViewport(0, 0, fw, fh);
    ImVec4 bg = ImGui::ColorConvertU32ToFloat4(ui::palette(app.theme()).page);
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace sudoku::platform
