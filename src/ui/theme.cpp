#include "theme.h"
#include "ui/noinline.h"

namespace sudoku::ui {

namespace {
constexpr ImU32 rgb(unsigned v, unsigned a = 255) {
    return IM_COL32((v >> 16) & 255, (v >> 8) & 255, v & 255, a);
}

// Against the cell (WCAG relative luminance; tests/e2e/thumbs.js measures them): the peer
// tint at least 1.5:1, thin lines 3:1, thick lines and digits 4.5:1, in every theme.
const Palette kLight = {
    rgb(0xF4F5F8), rgb(0xFFFFFF), rgb(0x8A93A4), rgb(0x344055),
    rgb(0x1B2230), rgb(0x1D46A8), rgb(0x4A5468),
    rgb(0xC2D2F2), rgb(0xB4CBF5), rgb(0xA9C4F7), rgb(0x2456C7),
    rgb(0xFBD9CF), rgb(0xC2410C), rgb(0x0F766E), rgb(0xFDE7DE),
    rgb(0xFFF1B8), rgb(0xB58900), rgb(0x2456C7), rgb(0x1B2230), rgb(0x5A6478),
    false,
};
const Palette kDark = {
    rgb(0x14171D), rgb(0x1D222B), rgb(0x6C7689), rgb(0xAEB8C9),
    rgb(0xE8ECF3), rgb(0x8CB0FF), rgb(0xA8B1C0),
    rgb(0x3A4458), rgb(0x34497A), rgb(0x3A5590), rgb(0x7FA7FF),
    rgb(0x5A2A1E), rgb(0xFF8A5B), rgb(0x5EEAD4), rgb(0x4A2A22),
    rgb(0x4A4020), rgb(0xE0B83C), rgb(0x7FA7FF), rgb(0xE8ECF3), rgb(0x9AA4B5),
    true,
};
constexpr unsigned kPaint[10] = {0, 0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2,
                                 0xD55E00, 0xCC79A7, 0x8C8C8C, 0x5B3A1E};

ToolColours make_tools(bool dark) {
    ToolColours t{};
    for (int k = 1; k <= 9; ++k) {
        unsigned v = kPaint[k];
        if (dark && k == 9) v = 0xC8A27A;  // the brown is lighter on a dark board
        t.paint[k] = rgb(v);
        t.paint_fill[k] = rgb(v, dark ? 140 : 120);
    }
    t.filter_fill = dark ? rgb(0x3B2F5C) : rgb(0xEDE4FF);
    t.filter_border = dark ? rgb(0xB69CFF) : rgb(0x6D28D9);
    return t;
}
const ToolColours kToolsLight = make_tools(false);
const ToolColours kToolsDark = make_tools(true);

// High contrast: black ground, white lines and givens, yellow entries; every text colour
// is at least 4.5:1 against the fill it sits on. Built from the dark theme field by field,
// so a colour added to Palette later starts from its dark value.
Palette make_contrast() {
    Palette p = kDark;
    p.page = rgb(0x000000);
    p.board = rgb(0x000000);
    p.line_thin = rgb(0xA0A0A0);
    p.line_thick = rgb(0xFFFFFF);
    p.given = rgb(0xFFFFFF);
    p.entry = rgb(0xFFE14D);
    p.mark = rgb(0xE6E6E6);
    p.peer_fill = rgb(0x333333);
    p.same_digit_fill = rgb(0x0A3D6B);
    p.selected_fill = rgb(0x1F4FA0);
    p.selected_border = rgb(0x00E5FF);
    p.conflict_fill = rgb(0x5C0000);
    p.conflict_text = rgb(0xFF8A8A);
    p.correct_text = rgb(0x7CFFB2);
    p.wrong_fill = rgb(0x4A0000);
    p.hint_fill = rgb(0x403400);
    p.hint_border = rgb(0xFFD400);
    p.accent = rgb(0x00E5FF);
    p.text = rgb(0xFFFFFF);
    p.text_dim = rgb(0xD6D6D6);
    p.dark = true;
    return p;
}
const Palette kContrast = make_contrast();

// High contrast on white: black lines and givens, dark blue entries.
Palette make_contrast_light() {
    Palette p = kLight;
    p.page = rgb(0xFFFFFF);
    p.board = rgb(0xFFFFFF);
    p.line_thin = rgb(0x595959);
    p.line_thick = rgb(0x000000);
    p.given = rgb(0x000000);
    p.entry = rgb(0x0033AA);
    p.mark = rgb(0x1A1A1A);
    p.peer_fill = rgb(0xCCCCCC);
    p.same_digit_fill = rgb(0xA8CCFF);
    p.selected_fill = rgb(0x8FBAFF);
    p.selected_border = rgb(0x0033AA);
    p.conflict_fill = rgb(0xFFC2C2);
    p.conflict_text = rgb(0xA00000);
    p.correct_text = rgb(0x005C2E);
    p.wrong_fill = rgb(0xFFD6D6);
    p.hint_fill = rgb(0xFFE680);
    p.hint_border = rgb(0x6B4F00);
    p.accent = rgb(0x0033AA);
    p.text = rgb(0x000000);
    p.text_dim = rgb(0x333333);
    p.dark = false;
    return p;
}
const Palette kContrastLight = make_contrast_light();
}  // namespace

const ToolColours& tool_colours(bool dark) { return dark ? kToolsDark : kToolsLight; }

const Palette& palette(Theme t) {
    switch (t) {
        case Theme::Dark: return kDark;
        case Theme::Contrast: return kContrast;
        case Theme::ContrastLight: return kContrastLight;
        case Theme::Light: break;
    }
    return kLight;
}

SUDOKU_NOINLINE void apply_imgui_style(Theme t, float scale) {
    ImGuiStyle style;
    const bool dark = t == Theme::Dark || t == Theme::Contrast;
    if (dark) ImGui::StyleColorsDark(&style);
    else ImGui::StyleColorsLight(&style);
    const Palette& p = palette(t);
    style.WindowRounding = 0;
    style.FrameRounding = 8;
    style.GrabRounding = 8;
    style.PopupRounding = 8;
    style.FramePadding = ImVec2(10, 7);
    style.ItemSpacing = ImVec2(8, 8);
    style.WindowPadding = ImVec2(0, 0);
    style.WindowBorderSize = 0;
    style.Colors[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(p.page);
    style.Colors[ImGuiCol_Text] = ImGui::ColorConvertU32ToFloat4(p.text);
    style.Colors[ImGuiCol_TextDisabled] = ImGui::ColorConvertU32ToFloat4(p.text_dim);
    style.Colors[ImGuiCol_Button] = ImGui::ColorConvertU32ToFloat4(dark ? rgb(0x2A3140) : rgb(0xE3E8F2));
    style.Colors[ImGuiCol_ButtonHovered] = ImGui::ColorConvertU32ToFloat4(dark ? rgb(0x36405A) : rgb(0xD2DBEE));
    style.Colors[ImGuiCol_ButtonActive] = ImGui::ColorConvertU32ToFloat4(p.selected_fill);
    // Popups and dropdowns opaque: the board never shows through a list.
    style.Colors[ImGuiCol_PopupBg] = ImGui::ColorConvertU32ToFloat4(dark ? rgb(0x232833) : rgb(0xFFFFFF));
    style.PopupBorderSize = 1;
    if (t == Theme::Contrast || t == Theme::ContrastLight) {
        // Controls take the page's colour with an outline in the text's, so their edges do not
        // rely on a shade.
        const ImVec4 ground = ImGui::ColorConvertU32ToFloat4(p.page), ink = ImGui::ColorConvertU32ToFloat4(p.text);
        const ImVec4 hover = ImGui::ColorConvertU32ToFloat4(dark ? rgb(0x303030) : rgb(0xE0E0E0));
        const ImVec4 active = ImGui::ColorConvertU32ToFloat4(p.selected_fill);
        style.FrameBorderSize = 1.5f;
        style.Colors[ImGuiCol_Border] = ink;
        style.Colors[ImGuiCol_Button] = ground;
        style.Colors[ImGuiCol_ButtonHovered] = hover;
        style.Colors[ImGuiCol_FrameBg] = ground;
        style.Colors[ImGuiCol_FrameBgHovered] = hover;
        style.Colors[ImGuiCol_FrameBgActive] = active;
        style.Colors[ImGuiCol_Header] = ImGui::ColorConvertU32ToFloat4(dark ? rgb(0x1F1F1F) : rgb(0xE6E6E6));
        style.Colors[ImGuiCol_HeaderHovered] = hover;
        style.Colors[ImGuiCol_HeaderActive] = active;
        style.Colors[ImGuiCol_CheckMark] = ImGui::ColorConvertU32ToFloat4(p.accent);
        style.Colors[ImGuiCol_SliderGrab] = ImGui::ColorConvertU32ToFloat4(p.accent);
        style.Colors[ImGuiCol_SliderGrabActive] = ImGui::ColorConvertU32ToFloat4(p.entry);
        style.Colors[ImGuiCol_PopupBg] = ground;
        style.Colors[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    }
    style.ScaleAllSizes(scale);
    ImGui::GetStyle() = style;
}

}  // namespace sudoku::ui
