#include "screen.h"

#include <algorithm>

#include <imgui.h>

#include "core/text/text.h"
#include "fonts.h"
#include "ui/noinline.h"

namespace sudoku::ui {

void begin_screen(float w, float h, bool reduced_motion) {
    ImGui::GetIO().ConfigInputTextCursorBlink = !reduced_motion;
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(w, h));
    // No background: the platform clears to the page colour (WindowBg) already, and a
    // window-sized blended quad is the costliest thing a software GL (SwiftShader, the
    // tests' browser) draws: about 40 ms a frame at 1100x760 (measured).
    ImGui::Begin("##root", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse |
                     ImGuiWindowFlags_NoBackground);
}

void end_screen() { ImGui::End(); }

double now_seconds() { return ImGui::GetTime(); }

bool backdrop_pressed(float w, float h) {
    ImGui::SetCursorScreenPos(ImVec2(0, 0));
    return ImGui::InvisibleButton("backdrop", ImVec2(w, h));
}

bool pressed_outside(const Rect& c) {
    if (!ImGui::IsMouseClicked(0)) return false;
    const ImVec2 mp = ImGui::GetIO().MousePos;
    return mp.x < c.x || mp.y < c.y || mp.x >= c.x + c.w || mp.y >= c.y + c.h;
}

BoardPress board_press(const Rect& area, bool blocked) {
    BoardPress b;
    // An invisible button over the board catches clicks and touches.
    ImGui::SetCursorScreenPos(ImVec2(area.x, area.y));
    if (blocked) return b;
    ImGui::InvisibleButton("board", ImVec2(area.w, area.h));
    if (ImGui::IsItemActivated()) {
        const ImVec2 mp = ImGui::GetIO().MousePos;
        b.pressed = true, b.x = mp.x, b.y = mp.y;
    }
    // Not the mouse: a player may keep the button down while thinking (the C key is theirs).
    const ImGuiIO& io = ImGui::GetIO();
    b.long_touch = ImGui::IsItemActive() && io.MouseSource == ImGuiMouseSource_TouchScreen && io.MouseDownDuration[0] > 0.5f &&
                   io.MouseDragMaxDistanceSqr[0] < 100.0f;
    b.active = ImGui::IsItemActive();
    return b;
}

SUDOKU_NOINLINE void draw_paused_board(const Rect& area, const Palette& p) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(ImVec2(area.x, area.y), ImVec2(area.x + area.w, area.y + area.h), p.board, 4.0f);
    const char* msg = text::tr("panel.paused").c_str();
    const float size = std::clamp(area.w * 0.09f, 20.0f, 40.0f);
    ImVec2 ts = fonts().ui_bold->CalcTextSizeA(size, 1e9f, 0, msg);
    dl->AddText(fonts().ui_bold, size, ImVec2(area.x + (area.w - ts.x) / 2, area.y + (area.h - ts.y) / 2), p.text, msg);
}

SUDOKU_NOINLINE void draw_board_now(const BoardGeometry& g, const BoardModel& m, const Palette& p, const Loupe& loupe) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    draw_board(dl, g, m, p);
    if (loupe.shown) draw_loupe(dl, loupe, m, p);
}

SUDOKU_NOINLINE PanelActions draw_panel(const Rect& r, const PanelView& v, PanelState& st, Prefs& prefs, bool asleep) {
    if (asleep) ImGui::BeginDisabled();
    PanelActions a = draw_play_panel(r, v, st, prefs);
    if (asleep) ImGui::EndDisabled();
    return a;
}

WatchActions draw_watch_screen(const ScreenLayout& layout, const WatchView& v, WatchPanelState& st, const Palette& p,
                               bool dark, const WatchPreview& preview) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (v.lanes.empty()) {
        const char* caption = "Choose one strategy, or several to race them, then Start.";
        if (preview.geometry) draw_watch_preview(dl, layout.board, *preview.geometry, *preview.cells, p, caption);
        else draw_watch_preview(dl, layout.board, *preview.grid, p, caption);
    }
    draw_watch_boards(dl, layout.board, v, p, dark);
    return draw_watch_panel(layout.panel, v, st);
}

}  // namespace sudoku::ui
