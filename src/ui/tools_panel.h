// The expert players' tools in the play panel: colour mode, filters, savepoints and solve
// singles, and the offer to go back to a savepoint when a guess breaks the rules. Their
// words are all here (few and plain, for translation).
#pragma once
#include <imgui.h>

#include "play_panel.h"

namespace sudoku::ui {

// The tools' buttons as the page API names them (PanelActions::tool_rects).
inline const char* const kToolNames[12] = {"colour", "filter", "pairs", "savepoint", "back", "singles",
                                           "goBack", "keepPlaying", "clearColours", "redo", "savePicture", "showMe"};

// The drawer's buttons in the keyboard's order (kToolNames indices; "clearColours" only
// in colour mode).
inline constexpr int kToolFocusOrder[] = {0, 1, 2, 3, 4, 5, 9, 10, 11, 8};
// The Tools drawer under the number pad: three rows of buttons.
void tools_rows(const PanelView& v, PanelActions& a, float width);
// The card that offers the way back (nothing when there is no offer).
void savepoint_offer(const PanelView& v, PanelActions& a, float width);
// A pad key in colour mode: the swatch of colour k with its number.
void draw_swatch(ImDrawList* dl, ImVec2 pos, float w, float h, int k, bool dark, bool current);
// Lines for the Keys section.
extern const char* const kToolKeys[][2];
extern const int kToolKeyCount;

// Where the last ImGui item went (CSS px), for the page API.
Rect last_rect();

}  // namespace sudoku::ui
