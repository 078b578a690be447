// The play panel's toolbar: the core tools, each an icon drawn with lines over its word.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "fonts.h"
#include "panel_widgets.h"
#include "tools_panel.h"
#include "words.h"

namespace sudoku::ui {
namespace {

// The core tools' icons, drawn with lines (nothing to fetch, no glyphs to subset): Undo,
// Erase, Notes, Hint and Tools, centred on c, about s px across.
enum class Icon { Undo, Erase, Notes, Hint, Tools };

void draw_icon(ImDrawList* dl, Icon icon, ImVec2 c, float s, ImU32 col) {
    const float t = std::max(1.5f, s * 0.09f), r = s * 0.5f;
    switch (icon) {
    case Icon::Undo: {  // an arrow bending back to the left
        dl->PathArcTo(ImVec2(c.x + r * 0.1f, c.y + r * 0.15f), r * 0.7f, -kPi * 0.95f, kPi * 0.45f, 16);
        dl->PathStroke(col, 0, t);
        const ImVec2 tip(c.x - r * 0.95f, c.y + r * 0.25f);
        dl->AddTriangleFilled(tip, ImVec2(c.x - r * 0.95f, c.y - r * 0.55f), ImVec2(c.x - r * 0.2f, c.y - r * 0.1f), col);
        break;
    }
    case Icon::Erase: {  // a backspace key: a tag pointing left with a cross
        const ImVec2 pts[5] = {{c.x - r, c.y}, {c.x - r * 0.45f, c.y - r * 0.7f}, {c.x + r, c.y - r * 0.7f},
                               {c.x + r, c.y + r * 0.7f}, {c.x - r * 0.45f, c.y + r * 0.7f}};
        dl->AddPolyline(pts, 5, col, ImDrawFlags_Closed, t);
        const float x = c.x + r * 0.25f, d = r * 0.3f;
        dl->AddLine(ImVec2(x - d, c.y - d), ImVec2(x + d, c.y + d), col, t);
        dl->AddLine(ImVec2(x - d, c.y + d), ImVec2(x + d, c.y - d), col, t);
        break;
    }
    case Icon::Notes: {  // a pencil, leaning right
        const ImVec2 a(c.x - r * 0.75f, c.y + r * 0.75f), b(c.x + r * 0.55f, c.y - r * 0.55f);
        const float w = r * 0.28f;  // half the pencil's width, across the lean
        const ImVec2 n(w * 0.7071f, w * 0.7071f);
        const ImVec2 body[4] = {{b.x - n.x * -1, b.y + n.y * -1}, {b.x + n.x, b.y + n.y},
                                {a.x + r * 0.3f + n.x, a.y - r * 0.3f + n.y}, {a.x + r * 0.3f - n.x, a.y - r * 0.3f - n.y}};
        dl->AddPolyline(body, 4, col, ImDrawFlags_Closed, t);
        dl->AddTriangleFilled(a, body[2], body[3], col);
        dl->AddLine(ImVec2(b.x + r * 0.15f - n.x, b.y - r * 0.15f - n.y), ImVec2(b.x + r * 0.15f + n.x, b.y - r * 0.15f + n.y), col, t);
        break;
    }
    case Icon::Hint: {  // a light bulb
        const ImVec2 bulb(c.x, c.y - r * 0.25f);
        dl->AddCircle(bulb, r * 0.58f, col, 20, t);
        dl->AddLine(ImVec2(c.x - r * 0.3f, c.y + r * 0.55f), ImVec2(c.x + r * 0.3f, c.y + r * 0.55f), col, t);
        dl->AddLine(ImVec2(c.x - r * 0.22f, c.y + r * 0.85f), ImVec2(c.x + r * 0.22f, c.y + r * 0.85f), col, t);
        dl->AddLine(ImVec2(c.x, bulb.y + r * 0.1f), ImVec2(c.x, c.y + r * 0.3f), col, t);
        break;
    }
    case Icon::Tools: {  // three sliders
        for (int i = 0; i < 3; ++i) {
            const float y = c.y + (i - 1) * r * 0.6f, k = c.x + r * (i == 1 ? 0.35f : -0.3f);
            dl->AddLine(ImVec2(c.x - r * 0.9f, y), ImVec2(c.x + r * 0.9f, y), col, t);
            dl->AddCircleFilled(ImVec2(k, y), r * 0.2f, col, 12);
        }
        break;
    }
    }
}

// A core tool: its icon over its word, the whole button a thumb's size. The word shrinks
// to fit the button (long words in some languages on a narrow phone).
bool core_button(const char* id, Icon icon, const char* word, float w, float h, bool enabled, bool on, Rect& where) {
    if (!enabled) ImGui::BeginDisabled();
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    const bool pressed = ImGui::Button(id, ImVec2(w, h));
    where = last_rect();
    if (on) ImGui::PopStyleColor();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 col = ImGui::GetColorU32(ImGuiCol_Text);  // faded by BeginDisabled when disabled
    const float icon_size = std::min(22.0f, h * 0.42f);
    draw_icon(dl, icon, ImVec2(pos.x + w / 2, pos.y + h * 0.36f), icon_size, col);
    const Fonts& f = fonts();
    float size = 13.0f;
    ImVec2 ts = f.ui->CalcTextSizeA(size, 1e9f, 0, word);
    if (ts.x > w - 4) {
        size *= (w - 4) / ts.x;
        ts = f.ui->CalcTextSizeA(size, 1e9f, 0, word);
    }
    dl->AddText(f.ui, size, ImVec2(pos.x + (w - ts.x) / 2, pos.y + h * 0.78f - ts.y / 2), col, word);
    if (!enabled) ImGui::EndDisabled();
    return pressed;
}

}  // namespace

// 52 px tall on every screen.
void toolbar(const PanelView& v, PanelActions& a, float width, bool tools_open) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (width - 4 * gap) / 5, bh = 52;
    if (core_button("##undo", Icon::Undo, T("panel.undo"), bw, bh, v.can_undo, false, a.core_rects[0])) a.undo = true;
    ImGui::SameLine();
    if (core_button("##erase", Icon::Erase, T("panel.erase"), bw, bh, true, false, a.core_rects[1])) a.erase = true;
    ImGui::SameLine();
    if (core_button("##notes", Icon::Notes, v.notes ? T("panel.notes_on") : T("panel.notes"), bw, bh, true, v.notes, a.core_rects[2]))
        a.toggle_notes = true;
    ImGui::SameLine();
    if (core_button("##hint", Icon::Hint, T("panel.hint"), bw, bh, true, v.hint_open, a.core_rects[3])) a.hint = true;
    ImGui::SameLine();
    if (core_button("##tools", Icon::Tools, T("panel.tools"), bw, bh, true, tools_open, a.core_rects[4])) a.toggle_tools = true;
}

}  // namespace sudoku::ui
