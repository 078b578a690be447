// What the app asks of the page around it (storage, clipboard, dialogs, the URL).
// The platform layer drains these after each frame and hands them to web/sudoku.js.
#pragma once
#include <string>

namespace sudoku {

struct HostEvent {
    std::string type;     // "save", "prefs", "copy", "ask-import", "fragment", "state"
    std::string payload;  // the save string, JSON, text to copy, ...
};

}  // namespace sudoku
