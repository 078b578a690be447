#include "play_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "core/grader.h"
#include "fonts.h"
#include "touch_scroll.h"

namespace sudoku::ui {
namespace {

bool wide_button(const char* label, float w, float h = 0, bool enabled = true) {
    if (!enabled) ImGui::BeginDisabled();
    bool pressed = ImGui::Button(label, ImVec2(w, h));
    if (!enabled) ImGui::EndDisabled();
    return pressed;
}

// A toggle drawn as a button that stays highlighted while on.
bool toggle_button(const char* label, bool on, float w, float h) {
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    bool pressed = ImGui::Button(label, ImVec2(w, h));
    if (on) ImGui::PopStyleColor();
    return pressed;
}

void status_row(const PanelView& v, PanelActions& a) {
    ImGui::PushFont(fonts().ui_bold);
    ImGui::TextUnformatted(v.level.empty() ? "Your puzzle" : v.level.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::TextDisabled("%s", format_time(v.elapsed_ms).c_str());
    ImGui::SameLine();
    if (v.options.mistake_mode != MistakeMode::Off) {
        if (v.options.mistake_limit > 0) ImGui::TextDisabled("Mistakes %d/%d", v.mistakes, v.options.mistake_limit);
        else ImGui::TextDisabled("Mistakes %d", v.mistakes);
        ImGui::SameLine();
    }
    const char* pause = v.paused ? "Resume" : "Pause";
    float w = ImGui::CalcTextSize(pause).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetContentRegionMax().x - w));
    if (wide_button(pause, w, 0, !v.completed && !v.lost)) a.pause = true;
}

void toolbar(const PanelView& v, PanelActions& a, float width) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (width - 4 * gap) / 5;
    if (wide_button("Undo", bw, 0, v.can_undo)) a.undo = true;
    ImGui::SameLine();
    if (wide_button("Redo", bw, 0, v.can_redo)) a.redo = true;
    ImGui::SameLine();
    if (wide_button("Erase", bw)) a.erase = true;
    ImGui::SameLine();
    if (toggle_button(v.notes ? "Notes on" : "Notes", v.notes, bw, 0)) a.toggle_notes = true;
    ImGui::SameLine();
    if (wide_button("Hint", bw)) a.hint = true;
}

void number_pad(const PanelView& v, PanelActions& a, float width, bool one_row) {
    const int per_row = one_row ? 9 : 3;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (width - (per_row - 1) * gap) / per_row;
    const float bh = one_row ? std::min(bw * 1.25f, 60.0f) : std::min(bw * 0.62f, 64.0f);
    const Fonts& f = fonts();
    for (int d = 1; d <= 9; ++d) {
        ImGui::PushID(d);
        const bool done = v.remaining[d] == 0;
        const bool chosen = v.pad_digit == d;
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        ImVec2 pos = ImGui::GetCursorScreenPos();
        if (ImGui::Button("##pad", ImVec2(bw, bh))) a.pad = d;
        a.pad_rects[d] = {pos.x, pos.y, bw, bh};
        if (chosen) ImGui::PopStyleColor();
        // The digit large, and how many are left small beneath it.
        ImDrawList* dl = ImGui::GetWindowDrawList();
        ImU32 col = ImGui::GetColorU32(done ? ImGuiCol_TextDisabled : ImGuiCol_Text);
        char s[2] = {char('0' + d), 0};
        float size = std::min(bh * 0.5f, f.digit_css * 0.8f);
        ImVec2 ts = f.digits->CalcTextSizeA(size, 1e9f, 0, s);
        dl->AddText(f.digits, size, ImVec2(pos.x + (bw - ts.x) / 2, pos.y + bh * 0.42f - ts.y / 2), col, s);
        char left[8];
        std::snprintf(left, sizeof left, "%d", v.remaining[d]);
        float ls = 12.0f;
        ImVec2 lt = f.ui->CalcTextSizeA(ls, 1e9f, 0, left);
        dl->AddText(f.ui, ls, ImVec2(pos.x + (bw - lt.x) / 2, pos.y + bh * 0.80f - lt.y / 2),
                    ImGui::GetColorU32(ImGuiCol_TextDisabled), left);
        ImGui::PopID();
        if (d % per_row) ImGui::SameLine();
    }
}

void hint_card(const PanelView& v, PanelActions& a, float width) {
    if (!v.hint_open) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 8));
    ImGui::BeginChild("hint", ImVec2(width, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::PushTextWrapPos(0);
    if (!v.hint_title.empty()) {
        ImGui::PushFont(fonts().ui_bold);
        ImGui::TextUnformatted(v.hint_title.c_str());
        ImGui::PopFont();
    }
    // The sentence without the title the text starts with (the title is shown above it).
    std::string text = v.hint_text;
    if (!v.hint_title.empty() && text.rfind(v.hint_title + ": ", 0) == 0) text.erase(0, v.hint_title.size() + 2);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (ImGui::GetContentRegionAvail().x - 2 * gap) / 3;
    if (wide_button("More", bw, 0, v.hint_can_more)) a.hint = true;
    ImGui::SameLine();
    if (wide_button("Apply", bw, 0, v.hint_can_apply)) a.hint_apply = true;
    ImGui::SameLine();
    if (wide_button("Close", bw)) a.hint_close = true;
    const float half = (ImGui::GetContentRegionAvail().x - gap) / 2;
    if (v.hint_can_why) {
        if (wide_button("Why is this wrong?", half)) a.hint_why = true;
        ImGui::SameLine();
    }
    if (wide_button("Show me by search", v.hint_can_why ? half : -FLT_MIN)) a.show_by_search = true;
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

void game_section(const PanelView& v, PanelActions& a, PanelState& st, float width) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float half = (width - gap) / 2;
    ImGui::SetNextItemWidth(half);
    ImGui::Combo("##level", &st.new_level, level_labels(), kLevels);
    ImGui::SameLine();
    if (v.generating) {
        char label[48];
        std::snprintf(label, sizeof label, "Cancel (%d%%)", int(v.progress * 100));
        if (wide_button(label, half)) a.cancel_generating = true;
    } else if (wide_button("New game", half)) {
        a.new_game = true;
    }
    if (wide_button("Daily puzzle", half)) a.daily = true;
    ImGui::SameLine();
    if (wide_button("Restart", half)) a.restart = true;
    if (wide_button("Enter a puzzle", half)) a.import_puzzle = true;
    ImGui::SameLine();
    if (wide_button("Copy puzzle", half)) a.export_puzzle = true;
    if (wide_button("Copy link", half)) a.copy_link = true;
    ImGui::SameLine();
    if (wide_button("Fill candidates", half)) a.auto_candidates = true;
    if (wide_button("Erase all marks", half)) a.clear_marks = true;
    ImGui::SameLine();
    if (wide_button("Watch the solver", half)) a.watch = true;
    if (wide_button("Save picture (SVG)", half)) a.save_picture = true;
    ImGui::SameLine();
    if (wide_button("Show me by search", half)) a.show_by_search = true;
}

void settings_section(const PanelView& v, PanelActions& a, Prefs& prefs) {
    a.options = v.options;
    int mode = int(v.options.mistake_mode);
    static const char* modes[] = {"Off", "Rules only", "Against the solution"};
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (ImGui::Combo("Mistakes", &mode, modes, 3)) {
        a.options.mistake_mode = MistakeMode(mode);
        a.options_changed = true;
    }
    int limit = v.options.mistake_limit;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (ImGui::SliderInt("Limit", &limit, 0, 9, limit == 0 ? "none" : "%d")) {
        a.options.mistake_limit = limit;
        a.options_changed = true;
    }
    bool auto_remove = v.options.auto_remove_marks;
    if (ImGui::Checkbox("Remove marks from peers", &auto_remove)) {
        a.options.auto_remove_marks = auto_remove;
        a.options_changed = true;
    }
    a.prefs_changed |= ImGui::Checkbox("Digit first (pick a digit, then cells)", &prefs.digit_first);
    a.prefs_changed |= ImGui::Checkbox("Show where the digit may go", &prefs.overlay);
    a.prefs_changed |= ImGui::Checkbox("Highlight row, column and box", &prefs.highlight_peers);
    bool corner = prefs.mark_kind == MarkKind::Corner;
    if (ImGui::Checkbox("Notes in corners", &corner)) {
        prefs.mark_kind = corner ? MarkKind::Corner : MarkKind::Centre;
        a.prefs_changed = true;
    }
    a.prefs_changed |= ImGui::Checkbox("Dark theme", &prefs.dark);
    a.prefs_changed |= ImGui::Checkbox("High contrast", &prefs.contrast);
}

// A header of the accordion: opening one section closes the others.
bool section(const char* label, int id, PanelState& st) {
    ImGui::SetNextItemOpen(st.open_section == id, ImGuiCond_Always);
    const bool open = ImGui::CollapsingHeader(label);
    if (open != (st.open_section == id)) {
        st.open_section = open ? id : 0;
        st.reveal = open;
    }
    return open;
}

void stats_section(const PanelView& v, PanelActions& a) {
    if (v.stats.empty()) {
        ImGui::TextDisabled("Finish a game to see your statistics here.");
        return;
    }
    if (ImGui::BeginTable("stats", 6, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
        for (const char* h : {"Level", "Played", "Won", "Best", "Average", "Streak"}) ImGui::TableSetupColumn(h);
        ImGui::TableHeadersRow();
        for (int l = 0; l < kLevels; ++l) {
            const LevelRecord& r = v.stats.at(Level(l));
            if (!r.played) continue;
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(level_name(Level(l)));
            ImGui::TableNextColumn();
            ImGui::Text("%u", r.played);
            ImGui::TableNextColumn();
            ImGui::Text("%u", r.won);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(r.won ? format_time(r.best_ms).c_str() : "-");
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(r.won ? format_time(r.average_ms()).c_str() : "-");
            ImGui::TableNextColumn();
            ImGui::Text("%u (%u)", r.streak, r.best_streak);
        }
        ImGui::EndTable();
    }
    ImGui::TextDisabled("Streak: wins in a row (the longest in brackets).");
    if (ImGui::Button("Clear statistics")) ImGui::OpenPopup("clear-stats");
    if (ImGui::BeginPopup("clear-stats")) {
        ImGui::TextUnformatted("Clear every level's statistics?");
        if (ImGui::Button("Clear")) {
            a.reset_stats = true;
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button("Keep")) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

void keys_section() {
    static const char* keys[][2] = {
        {"1-9", "enter a digit (a note in notes mode or with Shift)"}, {"0, Delete, Backspace", "erase"},
        {"Arrows, W A S D", "move"}, {"N", "notes mode on or off"}, {"H", "hint (again for more)"},
        {"P", "pause"}, {"Ctrl+Z, Ctrl+Y", "undo, redo"}, {"Escape", "close the hint, clear the selection"},
        {"Tab", "the board for screen readers, then every action as a button"},
        {"Watching: Space", "play or pause"}, {"Left, Right", "step back, step"}, {"B, Home", "next backtrack, restart"},
    };
    if (!ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) return;
    for (const auto& k : keys) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(k[0]);
        ImGui::TableNextColumn();
        ImGui::TextDisabled("%s", k[1]);
    }
    ImGui::EndTable();
}

}  // namespace

const char* const* level_labels() {
    static const char* labels[] = {"Easy", "Medium", "Hard", "Expert", "Master", "Extreme"};
    static_assert(sizeof labels / sizeof labels[0] == kLevels, "one label per level");
    return labels;
}

std::string format_time(std::uint64_t ms) {
    const std::uint64_t s = ms / 1000;
    char buf[32];
    if (s >= 3600) std::snprintf(buf, sizeof buf, "%d:%02d:%02d", int(s / 3600), int(s / 60 % 60), int(s % 60));
    else std::snprintf(buf, sizeof buf, "%d:%02d", int(s / 60), int(s % 60));
    return buf;
}

PanelActions draw_play_panel(const Rect& r, const PanelView& v, PanelState& st, Prefs& prefs) {
    PanelActions a;
    ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
    ImGui::BeginChild("play-panel", ImVec2(r.w, r.h));
    const float width = ImGui::GetContentRegionAvail().x;
    status_row(v, a);
    if (!v.toast.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, v.toast_error ? ImVec4(0.85f, 0.3f, 0.1f, 1) : ImGui::GetStyleColorVec4(ImGuiCol_Text));
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(v.toast.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
    }
    toolbar(v, a, width);
    number_pad(v, a, width, v.portrait);
    hint_card(v, a, width);
    if (section("Game", 1, st)) game_section(v, a, st, width);
    if (section("Settings", 2, st)) settings_section(v, a, prefs);
    if (section("Statistics", 3, st)) stats_section(v, a);
    if (section("Keys", 4, st)) keys_section();
    if (st.reveal) {  // the section just opened: scroll down as far as needed to show it
        ImGui::SetScrollHereY(1.0f);
        st.reveal = false;
    }
    touch_scroll();
    ImGui::EndChild();
    return a;
}

bool draw_result_card(const Rect& board, const PanelView& v) {
    const float w = std::min(board.w * 0.8f, 360.0f), h = 194;
    ImGui::SetCursorScreenPos(ImVec2(board.x + (board.w - w) / 2, board.y + (board.h - h) / 2));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(16, 14));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 12);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
    ImGui::BeginChild("result", ImVec2(w, h), ImGuiChildFlags_Border | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::PushFont(fonts().ui_bold);
    ImGui::TextUnformatted(v.completed ? "Solved!" : "Too many mistakes");
    ImGui::PopFont();
    ImGui::Text("Time %s", format_time(v.elapsed_ms).c_str());
    ImGui::Text("Level: %s", v.level.empty() ? "your puzzle" : v.level.c_str());
    ImGui::Text("Hints used: %d   Mistakes: %d", v.hints_used, v.mistakes);
    if (v.new_best) ImGui::TextUnformatted("Your best time at this level!");
    else if (v.best_ms) ImGui::TextDisabled("Your best at this level: %s", format_time(v.best_ms).c_str());
    bool pressed = ImGui::Button("New game", ImVec2(-1, 0));
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);
    return pressed;
}

}  // namespace sudoku::ui
