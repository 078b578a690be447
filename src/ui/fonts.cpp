#include "fonts.h"

#include "font_ranges.h"

#include <algorithm>
#include <cmath>
#include "ui/noinline.h"

extern const unsigned char font_inter_Regular[];
extern const unsigned font_inter_Regular_size;
extern const unsigned char font_inter_SemiBold[];
extern const unsigned font_inter_SemiBold_size;

namespace sudoku::ui {
namespace {
Fonts g_fonts;

ImFont* add(const unsigned char* data, unsigned size, float px, const ImWchar* ranges, int oversample) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the data is a static array
    cfg.OversampleH = oversample;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = true;
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), int(size), px, &cfg, ranges);
}
}  // namespace

const Fonts& fonts() { return g_fonts; }

float digit_size(float cell) { return std::min(g_fonts.digit_css, cell * 0.68f); }

SUDOKU_NOINLINE bool ensure_fonts(float dpr, float cell_css) {
    // Digit sizes move in steps of 4 CSS px so resizing does not rebuild every frame.
    const float digit_css = std::clamp(std::round(cell_css * 0.68f / 4) * 4, 12.0f, 96.0f);
    if (dpr == g_fonts.dpr && digit_css == g_fonts.digit_css) return false;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    // The glyphs of the font subset (font_ranges.h, cmake/AppSources.cmake).
    static_assert(sizeof(ImWchar) == sizeof(kTextRanges[0]));
    const ImWchar* text_ranges = kTextRanges;
    static const ImWchar digit_ranges[] = {0x0030, 0x0039, 0x0041, 0x0047, 0};  // 0-9, A-G (digits 10-16)
    // Horizontal oversampling sharpens small text on a 1x screen; from 1.5x the pixels are
    // fine enough (and PixelSnapH puts glyphs on whole pixels anyway), and rasterising twice
    // the width doubles the atlas's build and upload (the first frame waits for both: at
    // Lighthouse's 1.75x phone, issue 23).
    const int over = dpr >= 1.5f ? 1 : 2;
    g_fonts.ui = add(font_inter_Regular, font_inter_Regular_size, 16 * dpr, text_ranges, over);
    g_fonts.ui_bold = add(font_inter_SemiBold, font_inter_SemiBold_size, 16 * dpr, text_ranges, over);
    g_fonts.digits = add(font_inter_SemiBold, font_inter_SemiBold_size, digit_css * dpr, digit_ranges, over);
    g_fonts.marks = add(font_inter_Regular, font_inter_Regular_size, std::max(8.0f, digit_css * kMarkScale) * dpr, digit_ranges, over);
    g_fonts.hint = g_fonts.marks;  // the same face and size: one font in the atlas, not two
    g_fonts.hint_bold = add(font_inter_SemiBold, font_inter_SemiBold_size, std::max(8.0f, digit_css * kMarkScale) * dpr, digit_ranges, over);
    io.Fonts->Build();
    io.FontGlobalScale = 1.0f / dpr;
    io.FontDefault = g_fonts.ui;
    g_fonts.dpr = dpr;
    g_fonts.digit_css = digit_css;
    return true;
}

}  // namespace sudoku::ui
