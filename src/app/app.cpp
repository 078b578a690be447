#include "app.h"

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "ui/fonts.h"
#include "ui/theme.h"

namespace sudoku {

namespace {
constexpr const char* kSeedExample =
    "7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3";
}

App::App() { load(kSeedExample); }

void App::set_dark(bool dark) { dark_ = dark; }

std::string App::load(std::string_view text) {
    Grid g;
    std::string err = validate_text(text, &g);
    if (!err.empty()) return err;
    givens_ = g;
    values_ = g;
    selected_ = -1;
    message_.clear();
    return {};
}

void App::enter(int digit) {
    if (selected_ < 0 || givens_[selected_]) return;
    values_[selected_] = std::uint8_t(digit);
}

void App::handle_keys() {
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput) return;
    struct Move { ImGuiKey key; int dr, dc; };
    static const Move moves[] = {{ImGuiKey_UpArrow, -1, 0}, {ImGuiKey_DownArrow, 1, 0},
                                 {ImGuiKey_LeftArrow, 0, -1}, {ImGuiKey_RightArrow, 0, 1}};
    for (const auto& m : moves)
        if (ImGui::IsKeyPressed(m.key)) selected_ = ui::move_selection(selected_, m.dr, m.dc);
    for (int d = 1; d <= 9; ++d)
        if (ImGui::IsKeyPressed(ImGuiKey(ImGuiKey_1 + d - 1), false) ||
            ImGui::IsKeyPressed(ImGuiKey(ImGuiKey_Keypad1 + d - 1), false))
            enter(d);
    if (ImGui::IsKeyPressed(ImGuiKey_Backspace) || ImGui::IsKeyPressed(ImGuiKey_Delete) ||
        ImGui::IsKeyPressed(ImGuiKey_0, false))
        enter(0);
    if (ImGui::IsKeyPressed(ImGuiKey_Escape)) selected_ = -1;
}

ui::BoardModel App::board_model() const {
    ui::BoardModel m;
    m.givens = givens_;
    m.values = values_;
    m.selected = selected_;
    m.highlight_digit = selected_ >= 0 ? values_[selected_] : 0;
    for (const auto& c : find_conflicts(values_)) {
        m.flags[c.a] |= ui::kConflict;
        m.flags[c.b] |= ui::kConflict;
    }
    return m;
}

void App::draw_panel(const ui::Rect& r) {
    ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
    ImGui::BeginChild("panel", ImVec2(r.w, r.h));
    ImGui::PushFont(ui::fonts().ui_bold);
    ImGui::TextUnformatted("Sudoku");
    ImGui::PopFont();
    int filled = values_.count_filled();
    auto conflicts = find_conflicts(values_);
    ImGui::TextDisabled("%d of 81 cells filled", filled);
    if (!conflicts.empty()) ImGui::TextWrapped("Conflict: %s", describe(conflicts.front()).c_str());
    else if (is_solved(values_)) ImGui::TextUnformatted("Solved!");
    ImGui::Spacing();
    // Number pad: works with mouse and touch, nothing depends on a virtual keyboard.
    const float bw = (r.w - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    const float bh = std::min(bw * 0.7f, 56.0f);
    for (int d = 1; d <= 9; ++d) {
        char label[2] = {char('0' + d), 0};
        ImGui::PushID(d);
        if (ImGui::Button(label, ImVec2(bw, bh))) enter(d);
        ImGui::PopID();
        if (d % 3) ImGui::SameLine();
    }
    if (ImGui::Button("Erase", ImVec2(r.w, bh * 0.8f))) enter(0);
    if (ImGui::Button(dark_ ? "Light theme" : "Dark theme", ImVec2(r.w, 0))) set_dark(!dark_);
    ImGui::EndChild();
}

void App::frame(float w, float h, double) {
    if (style_dark_applied_ != dark_) {
        ui::apply_imgui_style(dark_, 1.0f);
        style_dark_applied_ = dark_;
    }
    const ui::Palette& p = ui::palette(dark_);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(w, h));
    ImGui::Begin("##root", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
    ui::ScreenLayout layout = ui::layout_screen(w, h);
    ui::BoardGeometry geo = ui::board_geometry(layout.board);
    geo_ = geo;

    // Board interaction: an invisible button over the board catches clicks and touches.
    ImGui::SetCursorScreenPos(ImVec2(geo.area.x, geo.area.y));
    ImGui::InvisibleButton("board", ImVec2(geo.area.w, geo.area.h));
    if (ImGui::IsItemActivated()) {
        ImVec2 mp = ImGui::GetIO().MousePos;
        int hit = geo.hit(mp.x, mp.y);
        if (hit >= 0) selected_ = hit;
    }
    handle_keys();
    ui::draw_board(ImGui::GetWindowDrawList(), geo, board_model(), p);
    draw_panel(layout.panel);
    ImGui::End();
}

std::string App::state_json() const {
    nlohmann::json j;
    j["grid"] = format_line(values_);
    j["givens"] = format_line(givens_);
    j["selected"] = selected_;
    j["solved"] = is_solved(values_);
    j["dark"] = dark_;
    auto conflicts = nlohmann::json::array();
    for (const auto& c : find_conflicts(values_))
        conflicts.push_back({{"a", c.a}, {"b", c.b}, {"cells", cell_name(c.a) + " " + cell_name(c.b)},
                             {"reason", describe(c)}});
    j["conflicts"] = conflicts;
    j["board"] = {{"x", geo_.area.x}, {"y", geo_.area.y}, {"size", geo_.area.w}, {"cell", geo_.cell}};
    return j.dump();
}

std::string App::command(std::string_view text) {
    nlohmann::json in = nlohmann::json::parse(text, nullptr, false);
    nlohmann::json out;
    if (in.is_discarded() || !in.is_object() || !in.contains("cmd") || !in["cmd"].is_string())
        return R"({"ok":false,"error":"expected a JSON object with a \"cmd\" string"})";
    const std::string cmd = in["cmd"];
    if (cmd == "state") return state_json();
    if (cmd == "load") {
        std::string err = in.value("puzzle", std::string());
        err = load(err);
        out["ok"] = err.empty();
        if (!err.empty()) out["error"] = err;
    } else if (cmd == "select") {
        int cell = in.value("cell", -1);
        out["ok"] = cell >= -1 && cell < kCells;
        if (out["ok"]) selected_ = cell;
        else out["error"] = "cell must be -1..80";
    } else if (cmd == "enter") {
        int d = in.value("digit", -1);
        out["ok"] = d >= 0 && d <= 9;
        if (out["ok"]) enter(d);
        else out["error"] = "digit must be 0..9";
    } else if (cmd == "theme") {
        set_dark(in.value("dark", false));
        out["ok"] = true;
    } else {
        out["ok"] = false;
        out["error"] = "unknown command '" + cmd + "'";
    }
    return out.dump();
}

}  // namespace sudoku
