// App: owns the game and the UI state, draws a frame, answers the page's JS API.
#pragma once
#include <string>
#include <string_view>

#include "core/grid.h"
#include "ui/board_view.h"
#include "ui/layout.h"

namespace sudoku {

class App {
public:
    App();
    // Builds the ImGui frame for a window of w x h CSS pixels.
    void frame(float w, float h, double dt_seconds);
    // One call of the page's JavaScript API: a JSON command in, a JSON answer out.
    std::string command(std::string_view json);
    // Loads a puzzle; returns an empty string or what is wrong with the text.
    std::string load(std::string_view text);
    // True while something animates: the platform keeps drawing frames.
    bool animating() const { return false; }
    bool dark() const { return dark_; }
    void set_dark(bool dark);
    std::string state_json() const;

private:
    void handle_keys();
    void enter(int digit);
    void draw_panel(const ui::Rect& r);
    ui::BoardModel board_model() const;

    ui::BoardGeometry geo_;  // where the board was drawn last frame (CSS px)
    Grid givens_;
    Grid values_;
    int selected_ = -1;
    bool dark_ = false;
    bool style_dark_applied_ = true;
    std::string message_;
};

}  // namespace sudoku
