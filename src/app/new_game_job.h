// A new game being made (every geometry, the 9x9 classic too): one request to the engine
// (engine_link.h), its answer read a frame later or waited for. The 9x9 classic up to
// expert is made in process, in slices: the first board never waits for the engine to load.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "engine_link.h"

namespace sudoku {

class NewGameJob {
public:
    // What the engine made, read from its answer: the puzzle, or why there is none.
    struct Made {
        PuzzleOptions options;  // as asked (the level and seed a link remakes it by)
        PuzzleTextResult text;
        std::string error;
    };
    // Asks for a game of `o` in place of any other; `frame`: the frame it is asked in.
    void start(const PuzzleOptions& o, EngineLink& engine, std::uint64_t frame);
    void cancel();
    bool running() const { return link_ != nullptr; }
    double progress() const;  // 0..1
    // From the second frame after the ask (one has shown the panel working): works on it
    // for about budget_us (in process); the game once it is made, which ends the job.
    std::optional<Made> poll(std::uint64_t frame, std::int64_t budget_us);
    Made wait();  // the game now, however long it takes; ends the job
    // A daily puzzle: its toast says so, and a killer's keeps its givens (one for everybody).
    bool daily = false;

private:
    Made read(const std::string& answer);
    InProcessLink local_;
    PuzzleOptions options_;
    EngineLink* link_ = nullptr;  // none: no game is being made
    // A hard or expert classic made here grades with logic in the page's second part: it
    // starts once that part is joined, never loading it synchronously on the main thread.
    EngineLink* waits_for_ = nullptr;
    int id_ = 0;  // 0: not asked yet (waits_for_)
    std::string request_;
    std::uint64_t frame_ = 0;
};

}  // namespace sudoku
