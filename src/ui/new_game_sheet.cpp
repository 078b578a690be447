#include "new_game_sheet.h"

#include <imgui.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "fonts.h"
#include "tools_panel.h"
#include "words.h"
#include "ui/noinline.h"

namespace sudoku::ui {
namespace {

constexpr int kColumns = 3;
constexpr float kTileH = 48, kPad = 14;

const char* const kLevelWords[kLevels] = {"easy", "medium", "hard", "expert", "master", "extreme"};

// A label too wide for its tile on two lines, broken at the space or hyphen nearest its middle
// ("Non-" over "consecutive" on a phone): unchanged when it has none.
std::string two_lines(const std::string& label) {
    std::size_t best = std::string::npos;
    for (std::size_t i = 0; i < label.size(); ++i)
        if ((label[i] == ' ' || label[i] == '-') && (best == std::string::npos ||
                                                      std::abs(int(i) * 2 - int(label.size())) < std::abs(int(best) * 2 - int(label.size()))))
            best = i;
    if (best == std::string::npos) return label;
    return label[best] == ' ' ? label.substr(0, best) + "\n" + label.substr(best + 1) : label.substr(0, best + 1) + "\n" + label.substr(best + 1);
}

// A tile: the label centred; one too wide goes on two lines, and past that its padding shrinks
// (long words in some languages).
bool tile(int i, const char* text, float w, bool chosen, bool focused, Rect& where) {
    ImGui::PushID(i);
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const ImGuiStyle& style = ImGui::GetStyle();
    std::string label = text;
    if (ImGui::CalcTextSize(label.c_str()).x + 2 * style.FramePadding.x > w) label = two_lines(label);
    const bool tight = ImGui::CalcTextSize(label.c_str()).x + 2 * style.FramePadding.x > w;
    if (tight) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(1, style.FramePadding.y));
    const bool pressed = ImGui::Button(label.c_str(), ImVec2(w, kTileH));
    if (tight) ImGui::PopStyleVar();
    if (chosen) ImGui::PopStyleColor();
    where = last_rect();
    if (focused)
        ImGui::GetWindowDrawList()->AddRect(ImVec2(where.x - 2, where.y - 2), ImVec2(where.x + where.w + 2, where.y + where.h + 2),
                                            ImGui::GetColorU32(ImGuiCol_NavHighlight), style.FrameRounding + 2, 0, 3);
    ImGui::PopID();
    return pressed;
}

}  // namespace

const char* sheet_tile_name(int t) {
    if (t < 0 || t >= kSheetTiles) return "";
    return t < kLevels ? kLevelWords[t] : kVariantWords[t - kLevels + 1];
}

const char* sheet_tile_label(int t) {
    if (t < 0 || t >= kSheetTiles) return "";
    return t < kLevels ? level_labels()[t] : variant_labels()[t - kLevels + 1];
}

int sheet_move(int focus, int dr, int dc) {
    if (focus < 0 || focus >= kSheetTiles) return 0;
    // Rows of three within each group: the levels, then the variants.
    auto row = [](int t) { return t < kLevels ? t / kColumns : (kLevels + kColumns - 1) / kColumns + (t - kLevels) / kColumns; };
    auto col = [](int t) { return t < kLevels ? t % kColumns : (t - kLevels) % kColumns; };
    if (dc) return std::clamp(focus + dc, 0, kSheetTiles - 1);
    int best = focus;
    for (int t = 0; t < kSheetTiles; ++t)  // the nearest column in the row above or below
        if (row(t) == row(focus) + dr && (best == focus || std::abs(col(t) - col(focus)) < std::abs(col(best) - col(focus)))) best = t;
    return best;
}

SUDOKU_NOINLINE SheetAction draw_new_game_sheet(const Rect& board, const PanelView& v, const PanelState& st, int focus, int current) {
    SheetAction act;
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    const int level_rows = (kLevels + kColumns - 1) / kColumns, variant_rows = (kVariantChoices - 1 + kColumns - 1) / kColumns;
    const float w = std::min(board.w - 8, 440.0f);
    const float h = 2 * kPad + 44 + 2 * line + float(level_rows + variant_rows) * (kTileH + gap) + gap;
    const ImVec2 at(board.x + (board.w - w) / 2, std::max(4.0f, board.y + (board.h - h) / 2));
    ImGui::SetCursorScreenPos(at);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kPad, kPad));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 12);
    ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_PopupBg);
    bg.w = 1;  // opaque: the grid does not show through
    ImGui::PushStyleColor(ImGuiCol_ChildBg, bg);
    ImGui::BeginChild("new-game-sheet", ImVec2(w, h), ImGuiChildFlags_Border | ImGuiChildFlags_AlwaysUseWindowPadding,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    act.card = {at.x, at.y, w, h};
    // The x in the corner, a 44 px target.
    const float xs = 44;
    const ImVec2 keep = ImGui::GetCursorPos();
    ImGui::SetCursorScreenPos(ImVec2(at.x + w - xs - 4, at.y + 4));
    if (ImGui::InvisibleButton("##close", ImVec2(xs, xs))) act.close = true;
    act.x = last_rect();
    {
        const ImVec2 c(at.x + w - 4 - xs / 2, at.y + 4 + xs / 2);
        const float d = 7;
        const ImU32 col = ImGui::GetColorU32(ImGui::IsItemHovered() ? ImGuiCol_Text : ImGuiCol_TextDisabled);
        ImDrawList* dl = ImGui::GetWindowDrawList();
        dl->AddLine(ImVec2(c.x - d, c.y - d), ImVec2(c.x + d, c.y + d), col, 2);
        dl->AddLine(ImVec2(c.x - d, c.y + d), ImVec2(c.x + d, c.y - d), col, 2);
    }
    ImGui::SetCursorPos(keep);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (44 - ImGui::GetTextLineHeight()) / 2 - 4);
    ImGui::PushFont(fonts().ui_bold);
    ImGui::TextUnformatted(T("sheet.title"));
    ImGui::PopFont();
    ImGui::SetCursorPosY(kPad + 44);
    const float sp = ImGui::GetStyle().ItemSpacing.x;
    const float tw = (w - 2 * kPad - (kColumns - 1) * sp) / kColumns;
    ImGui::TextDisabled("%s", T("sheet.classic"));
    for (int t = 0; t < kLevels; ++t) {
        if (t % kColumns) ImGui::SameLine();
        if (tile(t, sheet_tile_label(t), tw, t == current, t == focus, act.tiles[std::size_t(t)])) act.tile = t;
    }
    ImGui::TextDisabled("%s", text::tr("sheet.variants", {{"level", level_labels()[std::clamp(st.new_level, 0, kLevels - 1)]}}).c_str());
    for (int t = kLevels; t < kSheetTiles; ++t) {
        if ((t - kLevels) % kColumns) ImGui::SameLine();
        if (tile(t, sheet_tile_label(t), tw, t == current, t == focus, act.tiles[std::size_t(t)])) act.tile = t;
    }
    (void)v;
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    return act;
}

}  // namespace sudoku::ui
