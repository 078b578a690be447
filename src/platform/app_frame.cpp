#include "app_frame.h"

#include <GLES3/gl3.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "app/app.h"
#include "heatmap_gl.h"
#include "ui/fonts.h"
#include "ui/heatmap.h"
#include "ui/layout.h"
#include "ui/opaque_fill.h"
#include "ui/theme.h"  // palette(): the clear colour
#include "ui/noinline.h"

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
// What a frame puts on screen, hashed: the draw lists (vertices, indices, commands with
// their clip rects and textures, the data of the fills and heat maps they call back), the
// drawable's size and the clear colour. False when a command calls back something unknown
// (its pixels cannot be told from here). Inlined into draw_frame: no function of its own to
// add to the first part's list (assets/site/first_board.txt).
#define SUDOKU_INLINE __attribute__((always_inline)) inline
struct Hash {
    std::uint64_t h = 1469598103934665603ull;
    SUDOKU_INLINE void bytes(const void* p, std::size_t n) {
        const auto* b = static_cast<const unsigned char*>(p);
        std::size_t i = 0;
        for (; i + 8 <= n; i += 8) {
            std::uint64_t w;
            std::memcpy(&w, b + i, 8);
            word(w);
        }
        std::uint64_t w = 0;
        if (i < n) std::memcpy(&w, b + i, n - i);
        word(w ^ n);
    }
    SUDOKU_INLINE void word(std::uint64_t v) {
        h = (h ^ v) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
    }
    template <typename T>
    SUDOKU_INLINE void value(const T& v) { bytes(&v, sizeof v); }
};

SUDOKU_INLINE bool frame_signature(const ImDrawData* dd, int fw, int fh, const ImVec4& bg, std::uint64_t& out) {
    Hash x;
    x.value(fw), x.value(fh), x.value(bg.x), x.value(bg.y), x.value(bg.z);
    x.value(dd->DisplayPos.x), x.value(dd->DisplayPos.y), x.value(dd->DisplaySize.x), x.value(dd->DisplaySize.y);
    x.value(dd->FramebufferScale.x), x.value(dd->FramebufferScale.y), x.value(dd->CmdListsCount);
    for (int n = 0; n < dd->CmdListsCount; ++n) {
        const ImDrawList* dl = dd->CmdLists[n];
        x.bytes(dl->VtxBuffer.Data, std::size_t(dl->VtxBuffer.Size) * sizeof(ImDrawVert));
        x.bytes(dl->IdxBuffer.Data, std::size_t(dl->IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (int i = 0; i < dl->CmdBuffer.Size; ++i) {
            const ImDrawCmd& c = dl->CmdBuffer.Data[i];
            x.value(c.ClipRect.x), x.value(c.ClipRect.y), x.value(c.ClipRect.z), x.value(c.ClipRect.w);
            x.value(c.TextureId), x.value(c.VtxOffset), x.value(c.IdxOffset), x.value(c.ElemCount);
            if (!c.UserCallback) continue;
            x.value(c.UserCallback);
            if (c.UserCallback == ImDrawCallback_ResetRenderState) continue;
            if (c.UserCallback == clear_fill) {
                const auto* f = static_cast<const ui::OpaqueFill*>(c.UserCallbackData);
                x.value(f->x0), x.value(f->y0), x.value(f->x1), x.value(f->y1), x.value(f->r), x.value(f->g), x.value(f->b);
            } else if (is_heatmap_callback(c.UserCallback)) {
                const auto* d = static_cast<const ui::HeatmapData*>(c.UserCallbackData);
                x.value(d->rect.x), x.value(d->rect.y), x.value(d->rect.w), x.value(d->rect.h);
                x.bytes(d->values.data(), sizeof(float) * d->values.size());
                x.value(d->alpha), x.value(d->dark);
            } else {
                return false;
            }
        }
    }
    out = x.h;
    return true;
}

// The last frame drawn, by signature (0: none, or the next frame must draw).
std::uint64_t g_drawn = 0;
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
    g_drawn = 0;
    init_heatmap();
    ui::set_opaque_fill_renderer(clear_fill);
}

void shutdown_imgui() {
    shutdown_heatmap();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

SUDOKU_NOINLINE void process_event(SDL_Window* window, const SDL_Event& e) {
    if (e.type == SDL_FINGERDOWN || e.type == SDL_FINGERUP || e.type == SDL_FINGERMOTION) touch_to_mouse(window, e.tfinger);
    else ImGui_ImplSDL2_ProcessEvent(&e);
}

namespace {
// draw_frame's steps, each a function of its own (ui/noinline.h): ImGui's new frame, the
// app's frame, and ImGui's render with the signature and the GL draw.
SUDOKU_NOINLINE void begin_imgui_frame(SDL_Window* window, float dpr) {
    int ww, wh;
    SDL_GetWindowSize(window, &ww, &wh);
    const float cell = ui::board_geometry(ui::layout_screen(float(ww), float(wh)).board).cell;
    if (ui::ensure_fonts(dpr, cell)) {
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
        g_drawn = 0;  // the same texture name may hold other glyphs now
    }
    ui::begin_heatmap_frame();
    ui::begin_opaque_fill_frame();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
}

SUDOKU_NOINLINE bool render_imgui_frame(SDL_Window* window, const App& app, bool skip_unchanged) {
    ImGui::Render();
    int fw, fh;
    SDL_GL_GetDrawableSize(window, &fw, &fh);
    ImVec4 bg = ImGui::ColorConvertU32ToFloat4(ui::palette(app.theme()).page);
    std::uint64_t sig = 0;
    const bool known = frame_signature(ImGui::GetDrawData(), fw, fh, bg, sig) && sig != 0;
    if (skip_unchanged && known && sig == g_drawn) return false;
    g_drawn = known ? sig : 0;
    glViewport(0, 0, fw, fh);
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    return true;
}
}  // namespace

bool draw_frame(SDL_Window* window, App& app, float dpr, bool skip_unchanged) {
    begin_imgui_frame(window, dpr);
    ImGuiIO& io = ImGui::GetIO();
    app.frame(io.DisplaySize.x, io.DisplaySize.y);
    return render_imgui_frame(window, app, skip_unchanged);
}

}  // namespace sudoku::platform
