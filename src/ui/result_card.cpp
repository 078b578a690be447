// The result card over the board when a game ends: the time against the best, the streak,
// and the next game's choices, with a short celebration for a win.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "fonts.h"
#include "panel_widgets.h"
#include "tools_panel.h"
#include "words.h"
#include "ui/noinline.h"

namespace sudoku::ui {

// A short celebration over the card: rings and sparks from its top, 1.2 s, once.
namespace {

void celebrate(ImDrawList* dl, ImVec2 c, float t, ImU32 col) {
    if (t < 0 || t > 1.2f) return;
    const float k = t / 1.2f, fade = 1 - k;
    const ImU32 a = (col & 0x00FFFFFF) | (ImU32(fade * 255) << 24);
    dl->AddCircle(c, 20 + 90 * k, a, 40, 3 * fade + 1);
    for (int i = 0; i < 12; ++i) {
        const float ang = float(i) * kPi / 6, r = 30 + 110 * k;
        dl->AddCircleFilled(ImVec2(c.x + std::cos(ang) * r, c.y + std::sin(ang) * r * 0.6f), 4 * fade + 1, a, 8);
    }
}

}  // namespace

SUDOKU_NOINLINE ResultAction draw_result_card(const Rect& board, const PanelView& v, PanelState& st, float since, bool still) {
    ResultAction act;
    (void)st;
    const float w = std::min(board.w * 0.9f, 380.0f), h = 260.0f;
    const ImVec2 at(board.x + (board.w - w) / 2, board.y + (board.h - h) / 2);
    ImGui::SetCursorScreenPos(at);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 14));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 12);
    ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_PopupBg);
    bg.w = 1;  // opaque: the grid does not show through
    ImGui::PushStyleColor(ImGuiCol_ChildBg, bg);
    ImGui::BeginChild("result", ImVec2(w, h), ImGuiChildFlags_Border | ImGuiChildFlags_AlwaysUseWindowPadding,
                      ImGuiWindowFlags_NoScrollbar);
    act.rects[0] = {at.x, at.y, w, h};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (v.completed && !still) celebrate(ImGui::GetForegroundDrawList(), ImVec2(at.x + w / 2, at.y + 24), since, ImGui::GetColorU32(ImGuiCol_CheckMark));
    // The x in the corner, a 44 px target.
    const float xs = 44;
    const ImVec2 keep = ImGui::GetCursorPos();
    ImGui::SetCursorScreenPos(ImVec2(at.x + w - xs - 4, at.y + 4));
    if (ImGui::InvisibleButton("##close", ImVec2(xs, xs))) act.close = true;
    act.rects[1] = last_rect();
    {
        const ImVec2 c(at.x + w - 4 - xs / 2, at.y + 4 + xs / 2);
        const float d = 7;
        const ImU32 col = ImGui::GetColorU32(ImGui::IsItemHovered() ? ImGuiCol_Text : ImGuiCol_TextDisabled);
        dl->AddLine(ImVec2(c.x - d, c.y - d), ImVec2(c.x + d, c.y + d), col, 2);
        dl->AddLine(ImVec2(c.x - d, c.y + d), ImVec2(c.x + d, c.y - d), col, 2);
    }
    ImGui::SetCursorPos(keep);
    ImGui::PushFont(fonts().ui_bold);
    ImGui::TextUnformatted(v.completed ? T("result.solved") : T("result.lost"));
    ImGui::PopFont();
    const float bw = ImGui::GetContentRegionAvail().x, bh = 44;
    {
        ImGui::TextUnformatted(text::tr("result.level", {{"level", level_title(v.level)}}).c_str());
        // The time against the best and the average, and the streak.
        std::string times = text::tr("result.time", {{"time", format_time(v.elapsed_ms)}});
        if (v.completed && v.best_ms) times += "   " + text::tr("stats.best") + " " + format_time(v.best_ms);
        if (v.completed && v.average_ms) times += "   " + text::tr("stats.average") + " " + format_time(v.average_ms);
        ImGui::TextUnformatted(times.c_str());
        if (v.new_best) ImGui::TextUnformatted(T("result.new_best"));
        if (v.completed) ImGui::TextUnformatted(text::tr("result.streak", {{"n", std::to_string(v.streak)}}).c_str());
        ImGui::TextDisabled("%s", text::tr("result.counts", {{"hints", std::to_string(v.hints_used)}, {"mistakes", std::to_string(v.mistakes)}}).c_str());
        ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), h - 14 - 2 * bh - ImGui::GetStyle().ItemSpacing.y));
        const float half = (bw - ImGui::GetStyle().ItemSpacing.x) / 2;
        if (wide_button(L("result.same_level"), half, bh)) act.same = true;
        act.rects[2] = last_rect();
        ImGui::SameLine();
        if (wide_button(L("result.another_level"), half, bh)) act.another = true;
        act.rects[3] = last_rect();
        if (wide_button(L("result.see_grid"), bw, bh)) act.close = true;
        act.see = last_rect();
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    return act;
}

}  // namespace sudoku::ui
