#include "play_panel.h"

#include "core/grid/geometry.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/logic/grader.h"
#include "core/text/text.h"
#include "words.h"
#include "fonts.h"
#include "tools_panel.h"
#include "touch_scroll.h"
#include "panel_widgets.h"

namespace sudoku::ui {

const char* const kVariantWords[kVariantChoices] = {"9x9",    "4x4",         "6x6",       "12x12",           "16x16",
                                                    "jigsaw", "x",           "killer",    "anti-knight",     "anti-king",
                                                    "non-consecutive", "kropki", "xv", "thermo"};

// A label too wide for its button (a long word in some language on a narrow phone) gets
// the button's whole width: the side padding goes. True when it pushed a style var.
bool fit_label(const char* label, float w) {
    const ImGuiStyle& st = ImGui::GetStyle();
    if (w <= 0 || ImGui::CalcTextSize(label, nullptr, true).x + 2 * st.FramePadding.x <= w) return false;
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(1, st.FramePadding.y));
    return true;
}

bool wide_button(const char* label, float w, float h, bool enabled) {
    if (!enabled) ImGui::BeginDisabled();
    const bool tight = fit_label(label, w);
    bool pressed = ImGui::Button(label, ImVec2(w, h));
    if (tight) ImGui::PopStyleVar();
    if (!enabled) ImGui::EndDisabled();
    return pressed;
}

namespace {

// A dropdown whose list has padding above and below: with the app's zero window padding the
// list's border took the room of the last item, which came out half cut off.
constexpr ImVec2 kPopupPadding(8, 6);
bool combo(const char* id, int* current, const char* const items[], int count) {
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, kPopupPadding);
    const bool changed = ImGui::Combo(id, current, items, count);
    ImGui::PopStyleVar();
    return changed;
}

// A setting's checkbox whose words wrap at the panel's edge (at 800 px wide several were cut
// off); a click on them toggles it as on the box.
bool check(const char* key, bool* v) {
    ImGui::PushID(key);
    bool changed = ImGui::Checkbox("##box", v);
    ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(T(key));
    ImGui::PopTextWrapPos();
    if (ImGui::IsItemClicked()) {
        *v = !*v;
        changed = true;
    }
    ImGui::PopID();
    return changed;
}

void status_row(const PanelView& v, PanelActions& a) {
    ImGui::PushFont(fonts().ui_bold);
    ImGui::TextUnformatted(level_title(v.level).c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::TextDisabled("%s", format_time(v.elapsed_ms).c_str());
    ImGui::SameLine();
    if (v.options.mistake_mode != MistakeMode::Off) {
        if (v.options.mistake_limit > 0) ImGui::TextDisabled("%s %d/%d", T("panel.mistakes"), v.mistakes, v.options.mistake_limit);
        else ImGui::TextDisabled("%s %d", T("panel.mistakes"), v.mistakes);
        ImGui::SameLine();
    }
    const char* pause = v.paused ? L("panel.resume") : L("panel.pause");
    float w = ImGui::CalcTextSize(pause, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetContentRegionMax().x - w));
    if (wide_button(pause, w, 0, !v.completed && !v.lost)) a.pause = true;
}

// The number pad. The keys' hit areas touch (a tap between two keys lands on one of them);
// each key is drawn a little inside its area, so they still look apart.
void number_pad(const PanelView& v, PanelActions& a, float width, bool one_row) {
    // As many keys as the grid has digits (colours are always 9): one row up to 9 on a
    // phone, two rows past; beside the board 3 a row up to 9, 4 a row past.
    const int keys = v.colouring ? 9 : std::clamp(v.size, 1, 16);
    const int per_row = one_row ? (keys <= 9 ? keys : (keys + 1) / 2) : (keys <= 9 ? (keys == 4 ? 2 : 3) : 4);
    const float kw = width / float(per_row);
    const float bh = std::floor(one_row ? std::clamp(kw * 1.25f, 48.0f, 60.0f) : std::clamp(kw * 0.62f, 48.0f, keys > 9 ? 52.0f : 64.0f));
    const float inset = 2;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float x0 = std::round(origin.x), y0 = std::round(origin.y);
    const int rows = (keys + per_row - 1) / per_row;
    const Fonts& f = fonts();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int d = 1; d <= keys; ++d) {
        ImGui::PushID(d);
        const int col_i = (d - 1) % per_row, row_i = (d - 1) / per_row;
        const float xa = std::round(x0 + kw * float(col_i)), xb = std::round(x0 + kw * float(col_i + 1));
        const ImVec2 pos(xa, y0 + bh * float(row_i));
        const float bw = xb - xa;
        ImGui::SetCursorScreenPos(pos);
        if (ImGui::InvisibleButton("##pad", ImVec2(bw, bh))) a.pad = d;
        a.pad_rects[d] = {pos.x, pos.y, bw, bh};
        const bool done = v.remaining[d] == 0;
        const bool chosen = v.filter_mode ? v.filter_digit == d : !v.colouring && v.pad_digit == d;
        const ImGuiCol bg = ImGui::IsItemActive() || chosen ? ImGuiCol_ButtonActive : ImGui::IsItemHovered() ? ImGuiCol_ButtonHovered : ImGuiCol_Button;
        const ImVec2 ka(pos.x + inset, pos.y + inset);
        const float kbw = bw - 2 * inset, kbh = bh - 2 * inset;
        if (v.colouring) {  // the pad paints: a swatch per key
            draw_swatch(dl, pos, bw, bh, d, v.dark, v.target_colour == d);
            ImGui::PopID();
            continue;
        }
        dl->AddRectFilled(ka, ImVec2(ka.x + kbw, ka.y + kbh), ImGui::GetColorU32(bg), ImGui::GetStyle().FrameRounding);
        // The digit large, and how many are left small beneath it.
        ImU32 col = ImGui::GetColorU32(done ? ImGuiCol_TextDisabled : ImGuiCol_Text);
        char s[2] = {digit_char(d), 0};
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
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x, y0 + bh * float(rows)));
    ImGui::Dummy(ImVec2(width, 0));
}

void hint_buttons(const PanelView& v, PanelActions& a);

// The status message in a place of its own, two lines tall whether or not a message shows,
// so nothing under it moves when one comes or goes. A longer message is cut with an ellipsis
// (state().message and the screen-reader mirror's live region have it whole).
void toast_slot(const PanelView& v, float width) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float line = ImGui::GetTextLineHeight(), h = 2 * line;
    if (!v.toast.empty()) {
        std::string text = v.toast;
        auto fits = [&](const std::string& t) { return ImGui::CalcTextSize(t.c_str(), nullptr, false, width).y <= h + 0.5f; };
        if (!fits(text)) {
            std::size_t lo = 0, hi = text.size();  // the longest prefix that fits with "…"
            while (lo + 1 < hi) {
                const std::size_t mid = (lo + hi) / 2;
                (fits(text.substr(0, mid) + "\u2026") ? lo : hi) = mid;
            }
            while (lo > 0 && (text[lo] & 0xC0) == 0x80) --lo;  // not inside a UTF-8 character
            text = text.substr(0, lo) + "\u2026";
        }
        ImGui::PushStyleColor(ImGuiCol_Text, v.toast_error ? ImVec4(0.85f, 0.3f, 0.1f, 1) : ImGui::GetStyleColorVec4(ImGuiCol_Text));
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
    }
    ImGui::SetCursorScreenPos(at);
    ImGui::Dummy(ImVec2(width, h));
}

void hint_card(const PanelView& v, PanelActions& a, float width) {
    if (!v.hint_open) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 8));
    ImGui::BeginChild("hint", ImVec2(width, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    hint_buttons(v, a);
    ImGui::PushTextWrapPos(0);
    if (!v.hint_title.empty()) {
        ImGui::PushFont(fonts().ui_bold);
        ImGui::TextUnformatted(v.hint_title.c_str());
        ImGui::PopFont();
    }
    // The sentence without the title the text starts with (the title is shown above it).
    std::string text = v.hint_text;
    if (!v.hint_title.empty()) {
        const std::string prefix = text::tr("hint.pattern", {{"title", v.hint_title}, {"text", ""}});
        if (text.rfind(prefix, 0) == 0) text.erase(0, prefix.size());
    }
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

// The hint card's buttons, above its text: they keep their places from stage to stage
// however long each stage's sentence is (a second tap on More lands on More).
void hint_buttons(const PanelView& v, PanelActions& a) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (ImGui::GetContentRegionAvail().x - 2 * gap) / 3;
    if (wide_button(L("panel.more"), bw, 0, v.hint_can_more)) a.hint = true;
    a.hint_rects[0] = last_rect();
    ImGui::SameLine();
    if (wide_button(L("panel.apply"), bw, 0, v.hint_can_apply)) a.hint_apply = true;
    a.hint_rects[1] = last_rect();
    ImGui::SameLine();
    if (wide_button(L("panel.close"), bw)) a.hint_close = true;
    a.hint_rects[2] = last_rect();
    const float half = (ImGui::GetContentRegionAvail().x - gap) / 2;
    if (v.hint_can_why) {
        if (wide_button(L("panel.why_wrong"), half)) a.hint_why = true;
        ImGui::SameLine();
    }
    if (wide_button(L("panel.show_by_search"), v.hint_can_why ? half : -FLT_MIN)) a.show_by_search = true;
}

void game_section(const PanelView& v, PanelActions& a, PanelState& st, float width) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float half = (width - gap) / 2;
    // What to play: the variant and size (a row of its own: "Giant 16x16" and its
    // translations are long), then the level and the button.
    // The lists show the game being played; choosing in them starts that game.
    ImGui::SetNextItemWidth(width);
    if (combo("##variant", &st.new_variant, variant_labels(), kVariantChoices)) a.new_game = true;
    if (std::string(kVariantWords[std::clamp(st.new_variant, 0, kVariantChoices - 1)]) == "killer")
        ImGui::Checkbox(L("panel.no_givens"), &st.new_no_givens);
    ImGui::SetNextItemWidth(half);
    if (combo("##level", &st.new_level, level_labels(), kLevels)) a.new_game = true;
    ImGui::SameLine();
    if (v.generating) {
        char label[48];
        std::snprintf(label, sizeof label, "%s (%d%%)", T("panel.cancel"), int(v.progress * 100));
        if (wide_button(label, half)) a.cancel_generating = true;
    } else if (wide_button(L("panel.new_game"), half)) {
        a.open_sheet = true;
    }
    if (wide_button(L("panel.daily"), half)) a.daily = true;
    ImGui::SameLine();
    if (wide_button(L("panel.restart"), half)) a.restart = true;
    if (wide_button(L("panel.enter_puzzle"), half)) a.import_puzzle = true;
    ImGui::SameLine();
    if (wide_button(L("panel.copy_puzzle"), half)) a.export_puzzle = true;
    if (wide_button(L("panel.copy_link"), half)) a.copy_link = true;
    ImGui::SameLine();
    if (wide_button(L("panel.fill_candidates"), half)) a.auto_candidates = true;
    if (wide_button(L("panel.erase_marks"), half)) a.clear_marks = true;
    ImGui::SameLine();
    if (wide_button(L("panel.watch"), half)) a.watch = true;
    if (wide_button(L("panel.copy_fpuzzles"), half)) a.copy_fpuzzles = true;
}

// The rules of a puzzle with constraints, a sentence each (anti-knight and the other rules
// without a picture are only here), and what the import found that is no rule.
void rules_block(const PanelView& v, float width) {
    if (v.rules.empty() && v.cosmetic.empty()) return;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::PushFont(fonts().ui_bold);
    ImGui::TextUnformatted(T("panel.rules"));
    ImGui::PopFont();
    for (const std::string& r : v.rules) {  // a bullet, then text that wraps (BulletText does not)
        ImGui::Bullet();
        ImGui::SameLine();
        ImGui::TextUnformatted(r.c_str());
    }
    if (!v.cosmetic.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextUnformatted(text::tr("panel.cosmetic", {{"items", v.cosmetic}}).c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopTextWrapPos();
}

// The player's language: "Automatic" follows the browser (or the embedding page).
void language_combo(const PanelView& v, PanelActions& a, Prefs& prefs) {
    const auto& langs = text::languages();
    std::string automatic;
    for (const auto& l : langs)
        if (l.code == v.page_lang) automatic = text::tr("settings.language_auto", {{"language", l.name}});
    if (automatic.empty()) automatic = text::tr("settings.language_auto", {{"language", "English"}});
    const char* preview = automatic.c_str();
    for (const auto& l : langs)
        if (l.code == prefs.lang) preview = l.name.c_str();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, kPopupPadding);
    const bool open = ImGui::BeginCombo(L("settings.language"), preview);
    ImGui::PopStyleVar();
    if (!open) return;
    a.languages_shown = true;
    if (ImGui::Selectable(automatic.c_str(), prefs.lang.empty())) {
        prefs.lang.clear();
        a.prefs_changed = true;
    }
    for (const auto& l : langs)
        if (ImGui::Selectable(l.name.c_str(), prefs.lang == l.code)) {
            prefs.lang = l.code;
            a.prefs_changed = true;
        }
    ImGui::EndCombo();
}

void settings_section(const PanelView& v, PanelActions& a, Prefs& prefs) {
    a.options = v.options;
    language_combo(v, a, prefs);
    int mode = int(v.options.mistake_mode);
    const char* modes[] = {T("settings.mistakes_off"), T("settings.mistakes_rules"), T("settings.mistakes_solution")};
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (combo(L("settings.mistakes"), &mode, modes, 3)) {
        a.options.mistake_mode = MistakeMode(mode);
        a.options_changed = true;
    }
    int limit = v.options.mistake_limit;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    if (ImGui::SliderInt(L("settings.limit"), &limit, 0, 9, limit == 0 ? T("settings.limit_none") : "%d")) {
        a.options.mistake_limit = limit;
        a.options_changed = true;
    }
    bool auto_remove = v.options.auto_remove_marks;
    if (check("settings.auto_remove", &auto_remove)) {
        a.options.auto_remove_marks = auto_remove;
        a.options_changed = true;
    }
    a.prefs_changed |= check("settings.digit_first", &prefs.digit_first);
    a.prefs_changed |= check("settings.overlay", &prefs.overlay);
    a.prefs_changed |= check("settings.peers", &prefs.highlight_peers);
    bool centre = prefs.mark_kind == MarkKind::Centre;
    if (check("settings.centre_notes", &centre)) {
        prefs.mark_kind = centre ? MarkKind::Centre : MarkKind::Corner;
        a.prefs_changed = true;
    }
    a.prefs_changed |= check("settings.dark", &prefs.dark);
    a.prefs_changed |= check("settings.contrast", &prefs.contrast);
    a.prefs_changed |= check("settings.share_colours", &prefs.share_colours);
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
        ImGui::TextDisabled("%s", T("stats.empty"));
        return;
    }
    if (ImGui::BeginTable("stats", 6, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
        for (const char* h : {"stats.level", "stats.played", "stats.won", "stats.best", "stats.average", "stats.streak"}) ImGui::TableSetupColumn(T(h));
        ImGui::TableHeadersRow();
        // The classic's levels, then each variant's (its word before the level).
        std::vector<std::pair<std::string, const std::array<LevelRecord, kLevels>*>> groups;
        std::array<LevelRecord, kLevels> classic{};
        for (int l = 0; l < kLevels; ++l) classic[std::size_t(l)] = v.stats.at(Level(l));
        groups.push_back({"", &classic});
        for (const auto& [word, records] : v.stats.variants()) groups.push_back({variant_label(word) + " ", &records});
        for (const auto& [prefix, records] : groups)
        for (int l = 0; l < kLevels; ++l) {
            const LevelRecord& r = (*records)[std::size_t(l)];
            if (!r.played) continue;
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted((prefix + level_labels()[l]).c_str());
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
    ImGui::TextDisabled("%s", T("stats.streak_note"));
    if (ImGui::Button(L("stats.clear"))) ImGui::OpenPopup("clear-stats");
    if (ImGui::BeginPopup("clear-stats")) {
        ImGui::TextUnformatted(T("stats.clear_ask"));
        if (ImGui::Button(L("stats.clear_yes"))) {
            a.reset_stats = true;
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(L("stats.clear_no"))) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

void keys_section() {
    static const char* keys[][2] = {
        {"keys.k_digit", "keys.digit"}, {"keys.k_letters", "keys.letters"}, {"keys.k_erase", "keys.erase"}, {"keys.k_move", "keys.move"},
        {"keys.k_notes", "keys.notes"}, {"keys.k_hint", "keys.hint"}, {"keys.k_pause", "keys.pause"},
        {"keys.k_undo", "keys.undo"}, {"keys.k_escape", "keys.escape"}, {"keys.k_play", "keys.play"},
        {"keys.k_step", "keys.step"}, {"keys.k_backtrack", "keys.backtrack"},
    };
    // The keys' column as wide as its widest key, the words wrapped within the panel.
    if (!ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) return;
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    auto row = [](const char* key, const char* what) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(key);
        ImGui::TableNextColumn();
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", what);
        ImGui::PopStyleColor();
    };
    const int n = int(sizeof keys / sizeof keys[0]);
    for (int i = 0; i < n; ++i) {
        if (i == 8) {  // Tab and the tools' keys go before the watch mode's
            row(T("keys.k_tab"), T("keys.tab"));
            for (int t = 0; t < kToolKeyCount; ++t) row(T(kToolKeys[t][0]), T(kToolKeys[t][1]));
        }
        row(T(keys[i][0]), T(keys[i][1]));
    }
    ImGui::EndTable();
}

}  // namespace

const char* const* level_labels() {
    static const char* keys[] = {"level.easy", "level.medium", "level.hard", "level.expert", "level.master", "level.extreme"};
    static_assert(sizeof keys / sizeof keys[0] == kLevels, "one label per level");
    static const char* labels[kLevels];
    for (int l = 0; l < kLevels; ++l) labels[l] = T(keys[l]);
    return labels;
}

const char* const* variant_labels() {
    // Every language names every variant (variant.name.* in assets/lang): no fallback here, and
    // the keys are made once, not every frame.
    static const std::array<std::string, kVariantChoices> keys = [] {
        std::array<std::string, kVariantChoices> k;
        for (int i = 0; i < kVariantChoices; ++i) k[std::size_t(i)] = std::string("variant.name.") + kVariantWords[i];
        return k;
    }();
    static const char* labels[kVariantChoices];
    for (int i = 0; i < kVariantChoices; ++i) labels[i] = T(keys[std::size_t(i)].c_str());
    return labels;
}

std::string variant_label(const std::string& word) {
    const std::string key = "variant.name." + word;
    const std::string& t = text::tr(key);
    return t == key ? word : t;
}

std::string level_title(const std::string& level) {
    if (level.empty()) return text::tr("level.yours");
    const std::string key = "level." + level;
    const std::string& t = text::tr(key);
    return t == key ? level : t;
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
    toast_slot(v, width);
    bool tools_open = st.tools < 0 ? !v.portrait : st.tools == 1;
    // Paused: the board is hidden, and the pad and core tools look (and are) asleep.
    if (v.paused) ImGui::BeginDisabled();
    toolbar(v, a, width, tools_open);
    if (a.toggle_tools) {  // opens (or closes) in this frame already
        tools_open = !tools_open;
        st.tools = tools_open ? 1 : 0;
    }
    number_pad(v, a, width, v.portrait);
    if (v.paused) ImGui::EndDisabled();
    savepoint_offer(v, a, width);
    if (tools_open) tools_rows(v, a, width);
    a.tools_open = tools_open;
    hint_card(v, a, width);
    rules_block(v, width);
    if (section(L("section.game"), 1, st)) game_section(v, a, st, width);
    if (section(L("section.settings"), 2, st)) settings_section(v, a, prefs);
    if (section(L("section.stats"), 3, st)) stats_section(v, a);
    if (section(L("section.keys"), 4, st)) keys_section();
    if (st.reveal) {  // the section just opened: scroll down as far as needed to show it
        ImGui::SetScrollHereY(1.0f);
        st.reveal = false;
    }
    touch_scroll();
    ImGui::EndChild();
    return a;
}

}  // namespace sudoku::ui
