#include "keys.h"

#include <imgui.h>

namespace sudoku::ui {

bool shift_held() { return ImGui::GetIO().KeyShift; }

PlayKeys read_play_keys(int size) {
    PlayKeys k;
    ImGuiIO& io = ImGui::GetIO();
    k.text_input = io.WantTextInput;
    if (k.text_input) return k;
    k.ctrl = io.KeyCtrl || io.KeySuper;
    k.shift = io.KeyShift;
    k.tools = ImGui::IsKeyPressed(ImGuiKey_T, false);
    k.ctrl_z = ImGui::IsKeyPressed(ImGuiKey_Z);
    k.ctrl_y = ImGui::IsKeyPressed(ImGuiKey_Y);
    struct Nav { ImGuiKey key; int dr, dc; };
    static const Nav nav[] = {{ImGuiKey_UpArrow, -1, 0}, {ImGuiKey_DownArrow, 1, 0}, {ImGuiKey_LeftArrow, 0, -1},
                              {ImGuiKey_RightArrow, 0, 1}, {ImGuiKey_W, -1, 0}, {ImGuiKey_S, 1, 0},
                              {ImGuiKey_A, 0, -1}, {ImGuiKey_D, 0, 1}};
    const int n = size;
    auto letter_digit = [&](ImGuiKey key) { return n > 9 && key >= ImGuiKey_A && key <= ImGuiKey_G && 10 + (key - ImGuiKey_A) <= n; };
    for (int d = 10; d <= n; ++d)
        if (ImGui::IsKeyPressed(ImGuiKey(ImGuiKey_A + d - 10), false)) k.letters.push_back(d);
    for (const auto& n : nav)
        if (!letter_digit(n.key) && ImGui::IsKeyPressed(n.key)) k.moves.push_back({n.dr, n.dc});
    for (int d = 1; d <= 9; ++d)
        if (ImGui::IsKeyPressed(ImGuiKey(ImGuiKey_1 + d - 1), false) ||
            ImGui::IsKeyPressed(ImGuiKey(ImGuiKey_Keypad1 + d - 1), false))
            k.digits.push_back(d);
    k.erase = ImGui::IsKeyPressed(ImGuiKey_Backspace) || ImGui::IsKeyPressed(ImGuiKey_Delete) ||
              ImGui::IsKeyPressed(ImGuiKey_0, false) || ImGui::IsKeyPressed(ImGuiKey_Keypad0, false);
    k.notes = ImGui::IsKeyPressed(ImGuiKey_N, false);
    k.colouring = !letter_digit(ImGuiKey_C) && ImGui::IsKeyPressed(ImGuiKey_C, false);
    k.filter = !letter_digit(ImGuiKey_F) && ImGui::IsKeyPressed(ImGuiKey_F, false);
    k.pairs = !letter_digit(ImGuiKey_B) && ImGui::IsKeyPressed(ImGuiKey_B, false);
    k.savepoint = ImGui::IsKeyPressed(ImGuiKey_M, false);
    k.back = ImGui::IsKeyPressed(ImGuiKey_R, false);
    k.singles = !letter_digit(ImGuiKey_G) && ImGui::IsKeyPressed(ImGuiKey_G, false);
    k.hint = ImGui::IsKeyPressed(ImGuiKey_H, false);
    k.pause = ImGui::IsKeyPressed(ImGuiKey_P, false);
    k.escape = ImGui::IsKeyPressed(ImGuiKey_Escape);
    return k;
}

ToolKeys read_tool_keys() {
    ToolKeys k;
    const bool shift = ImGui::GetIO().KeyShift;
    // One step a press, no key repeat: a drawer of a few buttons needs none, and a slow
    // frame (an old phone) would turn one press into several.
    auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(key, false); };
    k.next = pressed(ImGuiKey_RightArrow) || pressed(ImGuiKey_DownArrow) || (pressed(ImGuiKey_Tab) && !shift);
    k.prev = pressed(ImGuiKey_LeftArrow) || pressed(ImGuiKey_UpArrow) || (pressed(ImGuiKey_Tab) && shift);
    k.close = ImGui::IsKeyPressed(ImGuiKey_Escape) || ImGui::IsKeyPressed(ImGuiKey_T, false);  // back to the board
    k.press = ImGui::IsKeyPressed(ImGuiKey_Enter, false) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false) ||
              ImGui::IsKeyPressed(ImGuiKey_Space, false);
    return k;
}

SheetKeys read_sheet_keys() {
    SheetKeys k;
    k.text_input = ImGui::GetIO().WantTextInput;
    if (k.text_input) return k;
    struct Nav { ImGuiKey key; int dr, dc; };
    static const Nav nav[] = {{ImGuiKey_UpArrow, -1, 0}, {ImGuiKey_DownArrow, 1, 0}, {ImGuiKey_LeftArrow, 0, -1},
                              {ImGuiKey_RightArrow, 0, 1}};
    for (const auto& n : nav)
        if (ImGui::IsKeyPressed(n.key)) k.moves.push_back({n.dr, n.dc});
    if (ImGui::IsKeyPressed(ImGuiKey_Tab)) k.tab = ImGui::GetIO().KeyShift ? -1 : 1;
    k.close = ImGui::IsKeyPressed(ImGuiKey_Escape);
    k.press = ImGui::IsKeyPressed(ImGuiKey_Enter, false) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false) ||
              ImGui::IsKeyPressed(ImGuiKey_Space, false);
    return k;
}

WatchActions read_watch_keys(bool active) {
    WatchActions a;
    if (ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return a;
    a.back_to_play = ImGui::IsKeyPressed(ImGuiKey_Escape, false);
    if (!active) return a;
    a.play = ImGui::IsKeyPressed(ImGuiKey_Space, false);
    a.step = ImGui::IsKeyPressed(ImGuiKey_RightArrow);
    a.back = ImGui::IsKeyPressed(ImGuiKey_LeftArrow);
    a.next_backtrack = ImGui::IsKeyPressed(ImGuiKey_B, false);
    a.restart = ImGui::IsKeyPressed(ImGuiKey_Home, false);
    return a;
}

}  // namespace sudoku::ui
