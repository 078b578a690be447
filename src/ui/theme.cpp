#include "theme.h"

namespace sudoku::ui {

namespace {
constexpr ImU32 rgb(unsigned v, unsigned a = 255) {
    return IM_COL32((v >> 16) & 255, (v >> 8) & 255, v & 255, a);
}

const Palette kLight = {
    rgb(0xF4F5F8), rgb(0xFFFFFF), rgb(0xC9CED8), rgb(0x344055),
    rgb(0x1B2230), rgb(0x2456C7), rgb(0x5A6478),
    rgb(0xE8EEF9), rgb(0xC9DAFB), rgb(0xA9C4F7), rgb(0x2456C7),
    rgb(0xFBD9CF), rgb(0xC2410C), rgb(0x0F766E), rgb(0xFDE7DE),
    rgb(0xFFF1B8), rgb(0xB58900), rgb(0x2456C7), rgb(0x1B2230), rgb(0x5A6478),
    false,
};
const Palette kDark = {
    rgb(0x14171D), rgb(0x1D222B), rgb(0x3A4250), rgb(0xAEB8C9),
    rgb(0xE8ECF3), rgb(0x7FA7FF), rgb(0x9AA4B5),
    rgb(0x252C38), rgb(0x2F4166), rgb(0x3A5590), rgb(0x7FA7FF),
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
}  // namespace

const Palette& palette(bool dark) { return dark ? kDark : kLight; }
const ToolColours& tool_colours(bool dark) { return dark ? kToolsDark : kToolsLight; }

void apply_imgui_style(bool dark, float scale) {
    ImGuiStyle style;
    if (dark) ImGui::StyleColorsDark(&style);
    else ImGui::StyleColorsLight(&style);
    const Palette& p = palette(dark);
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
    style.ScaleAllSizes(scale);
    ImGui::GetStyle() = style;
}

}  // namespace sudoku::ui
