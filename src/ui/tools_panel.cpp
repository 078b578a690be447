#include "tools_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "fonts.h"
#include "theme.h"
#include "words.h"

namespace sudoku::ui {
namespace {

// A label wider than its button (a narrow window, a long word) is drawn smaller, down to 3/4
// of the size, rather than cut off; the button keeps its height.
bool button(const char* label, float w, bool enabled = true, bool on = false) {
    if (!enabled) ImGui::BeginDisabled();
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const float height = ImGui::GetFrameHeight();
    const float room = w - 2 * ImGui::GetStyle().FramePadding.x, need = ImGui::CalcTextSize(label, nullptr, true).x;
    const bool shrink = w > 0 && need > room;
    if (shrink) ImGui::SetWindowFontScale(std::max(0.75f, room / need));
    const bool pressed = ImGui::Button(label, ImVec2(w, height));
    if (shrink) ImGui::SetWindowFontScale(1.0f);
    if (on) ImGui::PopStyleColor();
    if (!enabled) ImGui::EndDisabled();
    return pressed;
}

}  // namespace

Rect last_rect() {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    return {a.x, a.y, b.x - a.x, b.y - a.y};
}

const char* const kToolKeys[][2] = {  // table keys: the key, what it does
    {"keys.k_tools", "keys.tools"}, {"keys.k_colour", "keys.colour"}, {"keys.k_filter", "keys.filter"}, {"keys.k_pairs", "keys.pairs"},
    {"keys.k_savepoint", "keys.savepoint"}, {"keys.k_singles", "keys.singles"},
};
const int kToolKeyCount = int(sizeof kToolKeys / sizeof kToolKeys[0]);

void tools_rows(const PanelView& v, PanelActions& a, float width) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (width - 2 * gap) / 3;
    char colour[64];  // the label changes, the id ("###colour") stays
    std::snprintf(colour, sizeof colour, "%s###colour", T(v.colouring ? "tools.colour_on" : "tools.colour"));
    if (button(colour, bw, true, v.colouring)) a.toggle_colouring = true;
    a.tool_rects[0] = last_rect();
    ImGui::SameLine();
    char filter[64];
    if (v.filter_digit)
        std::snprintf(filter, sizeof filter, "%s###filter", text::tr("tools.filter_digit", {{"d", std::to_string(v.filter_digit)}}).c_str());
    else std::snprintf(filter, sizeof filter, "%s###filter", T("tools.filter"));
    if (button(filter, bw, true, v.filter_mode || v.filter_digit)) a.toggle_filter = true;
    a.tool_rects[1] = last_rect();
    ImGui::SameLine();
    if (button(L("tools.pairs"), bw, true, v.filter_pairs)) a.toggle_pairs = true;
    a.tool_rects[2] = last_rect();

    char back[64];
    if (v.savepoints)
        std::snprintf(back, sizeof back, "%s###back", text::tr("tools.back_to", {{"time", format_time(v.savepoint_ms)}}).c_str());
    else std::snprintf(back, sizeof back, "%s###back", T("tools.back"));
    if (button(L("tools.savepoint"), bw)) a.mark_savepoint = true;
    a.tool_rects[3] = last_rect();
    if (v.savepoints) {  // their count, as a badge in the button's corner
        char n[8];
        std::snprintf(n, sizeof n, "%d", v.savepoints);
        const Rect& r = a.tool_rects[3];
        const float size = 11, rad = 8;
        const ImVec2 c(r.x + r.w - rad - 2, r.y + rad + 1);
        ImDrawList* dl = ImGui::GetWindowDrawList();
        dl->AddCircleFilled(c, rad, ImGui::GetColorU32(ImGuiCol_Text), 16);
        const ImVec2 ts = fonts().ui_bold->CalcTextSizeA(size, 1e9f, 0, n);
        dl->AddText(fonts().ui_bold, size, ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), ImGui::GetColorU32(ImGuiCol_WindowBg), n);
    }
    ImGui::SameLine();
    if (button(back, bw, v.savepoints > 0)) a.back_to_savepoint = true;
    a.tool_rects[4] = last_rect();
    ImGui::SameLine();
    if (button(L("tools.singles"), bw)) a.solve_singles = true;
    a.tool_rects[5] = last_rect();
    // Longer words: two a row, then one.
    const float half = (width - gap) / 2;
    if (button(L("panel.redo"), half, v.can_redo)) a.redo = true;
    a.tool_rects[9] = last_rect();
    ImGui::SameLine();
    if (button(L("panel.save_picture"), half)) a.save_picture = true;
    a.tool_rects[10] = last_rect();
    if (button(L("panel.show_by_search"), width)) a.show_by_search = true;
    a.tool_rects[11] = last_rect();
    if (v.colouring) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", T("tools.colour_help"));
        ImGui::PopTextWrapPos();
        if (button(L("tools.clear_colours"), -FLT_MIN)) a.clear_colours = true;
        a.tool_rects[8] = last_rect();
    }
    // The keyboard's place in the drawer (T opens it, the arrows move, Enter presses): a ring.
    if (v.tool_focus >= 0 && v.tool_focus < int(a.tool_rects.size()) && a.tool_rects[std::size_t(v.tool_focus)].w > 0) {
        const Rect& r = a.tool_rects[std::size_t(v.tool_focus)];
        ImGui::GetWindowDrawList()->AddRect(ImVec2(r.x - 2, r.y - 2), ImVec2(r.x + r.w + 2, r.y + r.h + 2),
                                            ImGui::GetColorU32(ImGuiCol_NavHighlight), ImGui::GetStyle().FrameRounding + 2, 0, 3);
    }
}

void savepoint_offer(const PanelView& v, PanelActions& a, float width) {
    if (v.offer.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 8));
    ImGui::BeginChild("offer", ImVec2(width, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(v.offer.c_str());
    ImGui::PopTextWrapPos();
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (button(L("tools.go_back"), half)) a.back_to_savepoint = true;
    a.tool_rects[6] = last_rect();
    ImGui::SameLine();
    if (button(L("tools.keep_playing"), half)) a.keep_playing = true;
    a.tool_rects[7] = last_rect();
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

void draw_swatch(ImDrawList* dl, ImVec2 pos, float w, float h, int k, bool dark, bool current) {
    const ToolColours& t = tool_colours(dark);
    const float pad = 6;
    const ImVec2 a(pos.x + pad, pos.y + pad), b(pos.x + w - pad, pos.y + h - pad);
    dl->AddRectFilled(a, b, t.paint[k], 6);
    if (paint_striped(k)) {
        const float lean = (b.y - a.y) * 0.3f, step = (b.x - a.x - lean) / 4;
        for (float x = a.x + step / 2; x + lean < b.x; x += step)
            dl->AddLine(ImVec2(x, b.y - 2), ImVec2(x + lean, a.y + 2), IM_COL32(255, 255, 255, 150), 2.0f);
    }
    if (current) dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), ImGui::GetColorU32(ImGuiCol_Text), 8, 0, 2.5f);
    char s[2] = {char('0' + k), 0};
    const Fonts& f = fonts();
    const float size = 14;
    const ImVec2 ts = f.ui_bold->CalcTextSizeA(size, 1e9f, 0, s);
    const ImVec2 c(pos.x + w / 2, pos.y + h / 2);
    dl->AddText(f.ui_bold, size, ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), ink_on(t.paint[k]), s);
}

}  // namespace sudoku::ui
