#include "app_frame.h"

#include <GLES3/gl3.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>

#include <algorithm>
#include <cstdio>

#include "app/app.h"
#include "heatmap_gl.h"
#include "ui/fonts.h"
#include "ui/heatmap.h"
#include "ui/layout.h"
#include "ui/opaque_fill.h"
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

// ui/opaque_fill.h's clear: the fill's pixels within the command's clip rect, projected
// as the ImGui backend projects it for its scissor.
void clear_fill(const ImDrawList*, const ImDrawCmd* cmd) {
    const auto* f = static_cast<const ui::OpaqueFill*>(cmd->UserCallbackData);
    const ImDrawData* dd = ImGui::GetDrawData();
    const ImVec2 off = dd->DisplayPos, scale = dd->FramebufferScale;
    const int fb_height = int(dd->DisplaySize.y * scale.y);
    const ImVec2 cmin((cmd->ClipRect.x - off.x) * scale.x, (cmd->ClipRect.y - off.y) * scale.y);
    const ImVec2 cmax((cmd->ClipRect.z - off.x) * scale.x, (cmd->ClipRect.w - off.y) * scale.y);
    if (cmax.x <= cmin.x || cmax.y <= cmin.y) return;
    // The backend's scissor, top-down: x from (int)cmin.x for (int)(cmax.x - cmin.x) px, y
    // from the bottom at (int)(fb_height - cmax.y).
    const int sx0 = int(cmin.x), sx1 = sx0 + int(cmax.x - cmin.x);
    const int sy_bottom = int(float(fb_height) - cmax.y), sy1 = fb_height - sy_bottom, sy0 = sy1 - int(cmax.y - cmin.y);
    const int x0 = std::max(f->x0, sx0), x1 = std::min(f->x1, sx1), y0 = std::max(f->y0, sy0), y1 = std::min(f->y1, sy1);
    if (x1 <= x0 || y1 <= y0) return;
    glScissor(x0, fb_height - y1, x1 - x0, y1 - y0);
    glClearColor(f->r, f->g, f->b, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
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
    ui::set_opaque_fill_renderer(clear_fill);
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
    ui::begin_opaque_fill_frame();
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
