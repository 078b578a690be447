#include "watch_view.h"
#include "rule_view.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <vector>

#include "board_view.h"
#include "core/text/text.h"
#include "words.h"
#include "fonts.h"
#include "heatmap.h"
#include "touch_scroll.h"

namespace sudoku::ui {
namespace {

// "Classic", "Fewest first", ... in the current language (Strategy order).
const char* strategy_key(Strategy st) {
    static const char* keys[] = {"watch.strategy.classic", "watch.strategy.mrv", "watch.strategy.forward", "watch.strategy.dlx"};
    static_assert(sizeof keys / sizeof keys[0] == kStrategies, "one label per strategy");
    return keys[int(st)];
}
const char* strategy_label(Strategy st) { return T(strategy_key(st)); }

ImVec2 centre(const Rect& r) { return {r.x + r.w / 2, r.y + r.h / 2}; }

ImU32 with_alpha(ImU32 c, float a) {
    return (c & ~IM_COL32_A_MASK) | (ImU32(std::clamp(a, 0.0f, 1.0f) * 255) << IM_COL32_A_SHIFT);
}

std::string short_count(std::uint64_t n) {
    char buf[32];
    if (n >= 10'000'000) std::snprintf(buf, sizeof buf, "%.1fM", double(n) / 1e6);
    else if (n >= 100'000) std::snprintf(buf, sizeof buf, "%.0fk", double(n) / 1e3);
    else std::snprintf(buf, sizeof buf, "%llu", static_cast<unsigned long long>(n));
    return buf;
}

// 0.4 ms, 12 ms, 1.25 s, 2:05.
std::string duration_text(double s) {
    char buf[32];
    if (s < 0.01) std::snprintf(buf, sizeof buf, "%.1f ms", s * 1e3);
    else if (s < 1) std::snprintf(buf, sizeof buf, "%.0f ms", s * 1e3);
    else if (s < 60) std::snprintf(buf, sizeof buf, "%.2f s", s);
    else std::snprintf(buf, sizeof buf, "%d:%02d", int(s) / 60, int(s) % 60);
    return buf;
}

// The board's model of a search: its cells, and the geometry when it is not the 9x9 classic.
int fill_model(BoardModel& m, const Search& s) {
    if (!s.geometry().is_classic9()) m.geometry = &s.geometry();
    const Cells grid = s.grid();
    std::copy(s.puzzle().begin(), s.puzzle().end(), m.givens.begin());
    std::copy(grid.begin(), grid.end(), m.values.begin());
    return s.geometry().size();
}

void draw_search(ImDrawList* dl, const Rect& area, const Search& s, const Palette& p, bool heat, bool dark) {
    BoardModel m;
    const int n = fill_model(m, s);
    const int cells = n * n;
    const BoardGeometry g = board_geometry(area, n, has_outside_clues(s.geometry()) ? 0.75f : 0.0f);
    m.show_peers = false;
    const auto e = s.last_event();
    const std::uint64_t now = s.steps();
    // Backtracked cells fade out over a window of recent steps.
    const std::uint64_t fade = 40;
    for (int c = 0; c < cells; ++c) {
        const std::uint64_t at = s.erased_at(c);
        if (at && now >= at && now - at < fade && !m.values[c]) m.flags[c] |= kWrong;
    }
    if (e.cell >= 0) m.flags[e.cell] |= kHintFocus;
    if (e.kind == EventKind::Reject && e.by >= 0) m.flags[e.by] |= kConflict;
    draw_board(dl, g, m, p);

    // Propagated digits are told apart from branch placements by a dot under them.
    for (int c = 0; c < cells; ++c) {
        Origin o = s.origin(c);
        if (o == Origin::NakedSingle || o == Origin::HiddenSingle) {
            Rect r = g.cell_rect(c);
            dl->AddCircleFilled(ImVec2(r.x + r.w / 2, r.y + r.h * 0.86f), std::max(1.5f, r.w * 0.04f), p.correct_text);
        }
    }
    // The open path: branch cells joined in order, root first.
    for (int level = 1; level < s.depth(); ++level) {
        ImVec2 a = centre(g.cell_rect(s.branch_cell(level - 1))), b = centre(g.cell_rect(s.branch_cell(level)));
        dl->AddLine(a, b, with_alpha(p.accent, 0.35f), 2.0f);
    }
    // The digit being tried, and the cell (or killer cage) that rejects it.
    if ((e.kind == EventKind::Try || e.kind == EventKind::Reject) && e.cell >= 0 && !m.values[e.cell]) {
        Rect r = g.cell_rect(e.cell);
        char d[2] = {digit_char(e.digit), 0};
        const Fonts& f = fonts();
        const float size = digit_size(r.w);
        ImVec2 ts = f.digits->CalcTextSizeA(size, 1e9f, 0, d);
        ImU32 col = e.kind == EventKind::Reject ? p.conflict_text : with_alpha(p.accent, 0.75f);
        dl->AddText(f.digits, size, ImVec2(r.x + (r.w - ts.x) / 2, r.y + (r.h - ts.y) / 2 + 1), col, d);
        if (e.kind == EventKind::Reject && e.by >= 0) {
            dl->AddLine(centre(r), centre(g.cell_rect(e.by)), p.conflict_text, 2.5f);
            Rect b = g.cell_rect(e.by);
            dl->AddRect(ImVec2(b.x + 2, b.y + 2), ImVec2(b.x + b.w - 2, b.y + b.h - 2), p.conflict_text, 4, 0, 2.5f);
        }
        if (e.kind == EventKind::Reject && e.by < 0 && e.cage >= 0 && e.cage < int(s.geometry().cages().size()))
            for (int c : s.geometry().cages()[std::size_t(e.cage)].cells) {
                Rect b = g.cell_rect(c);
                dl->AddRect(ImVec2(b.x + 2, b.y + 2), ImVec2(b.x + b.w - 2, b.y + b.h - 2), p.conflict_text, 4, 0, 2.5f);
            }
    }
    if (heat) {
        if (s.geometry().is_classic9()) {  // the 9x9's smooth map
            if (heatmap_available()) {
                std::array<std::uint64_t, kCells> counts{};
                for (int c = 0; c < kCells; ++c) counts[std::size_t(c)] = s.heat(c);
                HeatmapData h;
                h.rect = g.area;
                h.values = heat_values(counts);
                h.dark = dark;
                draw_heatmap(dl, h);
            }
        } else {
            std::vector<std::uint64_t> counts(static_cast<std::size_t>(cells), 0);
            for (int c = 0; c < cells; ++c) counts[std::size_t(c)] = s.heat(c);
            draw_heat_cells(dl, g, heat_values(counts));
        }
    }
    // Lane caption: strategy and where it stands.
    char caption[96];
    if (g.area.w < 260) std::snprintf(caption, sizeof caption, "%s %s", strategy_label(s.strategy()), short_count(now).c_str());
    else std::snprintf(caption, sizeof caption, "%s", text::tr("watch.caption", {{"strategy", strategy_label(s.strategy())},
                       {"steps", short_count(now)}, {"depth", std::to_string(s.depth())}}).c_str());
    dl->AddText(ImVec2(g.area.x, g.area.y + g.area.h + 2), p.text_dim, caption);
}

void draw_lane(ImDrawList* dl, const Rect& area, const WatchLaneView& lane, const Palette& p, bool heat, bool dark) {
    draw_search(dl, area, lane.timeline->search(), p, heat, dark);
}

void counters_table(const WatchView& v) {
    if (!ImGui::BeginTable("counters", int(v.lanes.size()) + 1, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_RowBg))
        return;
    ImGui::TableSetupColumn("##what", ImGuiTableColumnFlags_WidthFixed);
    for (std::size_t i = 0; i < v.lanes.size(); ++i) ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    for (const auto& l : v.lanes) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(strategy_label(l.strategy()));
    }
    auto row = [&](const char* name, auto value) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextDisabled("%s", T(name));
        for (const auto& l : v.lanes) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(value(l).c_str());
        }
    };
    row("watch.steps", [](const WatchLaneView& l) { return short_count(l.counters().steps); });
    row("watch.tries", [](const WatchLaneView& l) { return short_count(l.counters().tries); });
    row("watch.placements", [](const WatchLaneView& l) { return short_count(l.counters().placements); });
    row("watch.propagated", [](const WatchLaneView& l) { return short_count(l.counters().propagations); });
    row("watch.backtracks", [](const WatchLaneView& l) { return short_count(l.counters().backtracks); });
    row("watch.depth_max", [](const WatchLaneView& l) {
        const auto& c = l.counters();
        return std::to_string(c.depth) + " / " + std::to_string(c.max_depth);
    });
    row("watch.result", [](const WatchLaneView& l) { return text::tr(std::string("watch.result.") + result_name(l.result())); });
    row("watch.search_time", [](const WatchLaneView& l) { return duration_text(l.search_seconds); });
    // How fast this machine computes the search, not the playback speed.
    row("watch.search_rate", [](const WatchLaneView& l) {
        return l.steps_per_second > 0 ? short_count(std::uint64_t(l.steps_per_second)) + "/s" : std::string("-");
    });
    ImGui::EndTable();
}

void depth_plot(const WatchLaneView& lane, float width) {
    const auto& prof = lane.depth_profile();
    const int n = int(prof.size());
    ImGui::TextDisabled("%s", text::tr("watch.depth_plot", {{"strategy", strategy_label(lane.strategy())}}).c_str());
    const float h = 56;
    ImVec2 p0 = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, h));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p0, ImVec2(p0.x + width, p0.y + h), ImGui::GetColorU32(ImGuiCol_FrameBg), 6);
    if (n == 0) return;
    int top = 1;
    for (const auto& b : prof) top = std::max<int>(top, b.max);
    const float bw = width / float(n);
    const ImU32 col = ImGui::GetColorU32(ImGuiCol_PlotHistogram);
    for (int i = 0; i < n; ++i) {
        const float y0 = p0.y + h - 2 - (h - 4) * float(prof[i].max) / float(top);
        const float y1 = p0.y + h - 2 - (h - 4) * float(prof[i].min) / float(top);
        dl->AddRectFilled(ImVec2(p0.x + i * bw, y0), ImVec2(p0.x + (i + 1) * bw, std::max(y1, y0 + 1)), col);
    }
    // Where the timeline stands.
    const double known = double(std::max<std::uint64_t>(1, lane.known_steps()));
    const float x = p0.x + width * float(double(lane.position()) / known);
    dl->AddLine(ImVec2(x, p0.y), ImVec2(x, p0.y + h), ImGui::GetColorU32(ImGuiCol_Text), 1.5f);
}

}  // namespace

const std::vector<double>& watch_speeds() {
    static const std::vector<double> speeds = {1, 5, 20, 100, 1000, 1e4, 1e5, 1e6, 1e7, 0};
    return speeds;
}

void draw_watch_preview(ImDrawList* dl, const Rect& area, const Grid& puzzle, const Palette& p, const char* caption) {
    draw_watch_preview(dl, area, *Geometry::classic9(), Cells(puzzle.cells.begin(), puzzle.cells.end()), p, caption);
}

void draw_watch_preview(ImDrawList* dl, const Rect& area, const Geometry& geo, const Cells& puzzle, const Palette& p,
                        const char* caption) {
    Rect a = area;
    a.h -= 18;
    const BoardGeometry g = board_geometry(a, geo.size(), has_outside_clues(geo) ? 0.75f : 0.0f);
    BoardModel m;
    m.geometry = &geo;
    std::copy(puzzle.begin(), puzzle.end(), m.givens.begin());
    std::copy(puzzle.begin(), puzzle.end(), m.values.begin());
    draw_board(dl, g, m, p);
    dl->AddText(ImVec2(g.area.x, g.area.y + g.area.h + 2), p.text_dim, caption);
}

void draw_watch_boards(ImDrawList* dl, const Rect& area, const WatchView& v, const Palette& p, bool dark) {
    const int n = int(v.lanes.size());
    if (n == 0) return;
    if (n == 1) {
        Rect a = area;
        a.h -= 18;  // room for the caption
        draw_lane(dl, a, v.lanes[0], p, v.heat, dark);
        return;
    }
    // A race: two boards side by side, or a 2 x 2 grid, each with its caption below.
    const int rows = n > 2 ? 2 : 1;
    const float caption = kRaceCaption, w = area.w / 2, h = area.h / rows;
    const float side = std::min(w - 8, h - caption - 8);
    const float y0 = area.y + (area.h - rows * (side + caption + 8)) / 2;
    for (int i = 0; i < n; ++i) {
        Rect a{area.x + (i % 2) * w + (w - side) / 2, y0 + (i / 2) * (side + caption + 8), side, side};
        draw_lane(dl, a, v.lanes[i], p, v.heat, dark);
    }
}

WatchActions draw_watch_panel(const Rect& r, const WatchView& v, WatchPanelState& st) {
    WatchActions a;
    ImGui::SetCursorScreenPos(ImVec2(r.x, r.y));
    ImGui::BeginChild("watch-panel", ImVec2(r.w, r.h));
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    ImGui::PushFont(fonts().ui_bold);
    ImGui::TextUnformatted(T("watch.title"));
    ImGui::PopFont();
    ImGui::SameLine();
    if (ImGui::SmallButton(L("watch.back_to_game"))) a.back_to_play = true;

    std::vector<const char*> names;
    for (const auto& s : v.sources) names.push_back(s.c_str());
    ImGui::SetNextItemWidth(width);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 6));  // the list's last item whole (play_panel.cpp: combo)
    ImGui::Combo("##source", &st.source, names.data(), int(names.size()));
    ImGui::PopStyleVar();
    for (int i = 0; i < 4; ++i) {
        if (i % 2) ImGui::SameLine(width / 2);
        ImGui::Checkbox(L(strategy_key(Strategy(i))), &st.strategies[i]);
    }
    const float half = (width - gap) / 2;
    if (ImGui::Button(L("watch.start"), ImVec2(half, 0))) a.start = true;
    ImGui::SameLine();
    if (ImGui::Button(L("watch.paste"), ImVec2(half, 0))) a.paste = true;

    if (!v.lanes.empty()) {
        const float bw = (width - 3 * gap) / 4;
        if (ImGui::Button(v.playing ? L("watch.pause") : L("watch.play"), ImVec2(bw, 0))) a.play = true;
        ImGui::SameLine();
        if (ImGui::Button(L("watch.back"), ImVec2(bw, 0))) a.back = true;
        ImGui::SetItemTooltip("%s", T("watch.back_tip"));
        ImGui::SameLine();
        if (ImGui::Button(L("watch.step"), ImVec2(bw, 0))) a.step = true;
        ImGui::SetItemTooltip("%s", T("watch.step_tip"));
        ImGui::SameLine();
        if (ImGui::Button(L("watch.restart"), ImVec2(bw, 0))) a.restart = true;
        if (ImGui::Button(L("watch.next_backtrack"), ImVec2(half, 0))) a.next_backtrack = true;
        ImGui::SameLine();
        if (ImGui::Button(L("watch.to_solution"), ImVec2(half, 0))) a.next_solution = true;

        const auto& speeds = watch_speeds();
        st.speed_index = std::clamp(st.speed_index, 0, int(speeds.size()) - 1);
        char label[32];
        const double sp = speeds[st.speed_index];
        if (sp == 0) std::snprintf(label, sizeof label, "%s", T("watch.max"));
        else std::snprintf(label, sizeof label, "%s", text::tr("watch.speed_value", {{"n", short_count(std::uint64_t(sp))}}).c_str());
        // The speed in words above its slider, where the knob never covers it.
        ImGui::Text("%s: %s", T("watch.speed"), label);
        ImGui::SetNextItemWidth(width);
        if (ImGui::SliderInt("##watch.speed", &st.speed_index, 0, int(speeds.size()) - 1, "")) a.speed = speeds[st.speed_index];

        // Timeline scrubber over the known history of the first lane.
        const WatchLaneView& t = v.lanes.front();
        std::uint64_t pos = t.position(), lo = 0, hi = std::max<std::uint64_t>(1, t.known_steps());
        ImGui::SetNextItemWidth(width * 0.6f);
        if (ImGui::SliderScalar(L("watch.scrub"), ImGuiDataType_U64, &pos, &lo, &hi)) a.seek = pos;
        bool heat = v.heat;
        if (ImGui::Checkbox(L("watch.heat"), &heat)) a.heat_toggle = true;
        const int secs = int(v.elapsed);
        ImGui::TextDisabled("%s %d:%02d", T("watch.elapsed"), secs / 60, secs % 60);
        counters_table(v);
        depth_plot(v.lanes.front(), width);
    }
    touch_scroll();
    ImGui::EndChild();
    return a;
}

}  // namespace sudoku::ui
