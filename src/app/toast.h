// The message under the board ("New Easy game, seed 12."; an error in its own colour):
// shown for a few seconds, or until the next one takes its place.
#pragma once
#include <string>

namespace sudoku {

class Toast {
public:
    static constexpr double kSeconds = 6.0;
    void show(std::string text, bool error) {
        text_ = std::move(text);
        error_ = error;
        left_ = kSeconds;
    }
    // The words go now; the time left still runs out (and asks for its frame) as before.
    void clear() { text_.clear(); }
    // Counts dt seconds down; true when the message went in this tick (a frame is needed).
    bool tick(double dt) {
        if (left_ <= 0) return false;
        left_ -= dt;
        if (left_ > 0) return false;
        text_.clear();
        return true;
    }
    const std::string& text() const { return text_; }
    bool error() const { return error_; }

private:
    std::string text_;
    bool error_ = false;
    double left_ = 0;
};

}  // namespace sudoku
