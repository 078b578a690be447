// The engine's long work as tasks a caller runs a slice at a time: a new game of any kind,
// the next step of a hint, the check of a typed-in puzzle. Requests and answers are JSON
// text, so the same task runs in the page's Web Worker (a wasm of its own, without the
// interface: src/platform/web/engine_entry.cpp, web/engine_worker.js) and in process (the
// desktop, the tests, a page without workers): src/app/engine_link.h.
//
// Requests (each may carry "lang", the language of the sentences in the answer):
//   {"op":"generate","variant":"16x16","level":"expert","seed":12,"noGivens":false}
//     -> {"ok":true,"puzzle":<the puzzle's JSON line, with its solution>}
//   {"op":"hint","grid":"<the position: its JSON line, givens = the filled cells>","cand":[masks]}
//     -> {"ok":true,"step":<step_json>|null}
//   {"op":"check","puzzle":<a JSON line or 81 digits>,"grade":true}   (a typed-in puzzle: one
//     solution? its level, graded a step at a time when unique and "grade" is not false)
//     -> {"ok":true,"count":0|1|2,"solution":"...","level":"hard","steps":40,"hardest":"x-wing"}
//   {"op":"grade","puzzle":<a puzzle a check found unique>,"limitMs":120000}   (its level, a
//     step at a time) -> {"ok":true,"level":"expert","steps":52,"hardest":"als-xz"}; past
//     limitMs of work (default kGradeLimitMs) it stops: "capped":true,"seconds":120 and the
//     level of its hardest step so far, a lower bound.
// A bad request answers {"ok":false,"error":"..."}; nothing throws.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace sudoku::engine {

// A grade's work at most (ms): some constraint puzzles take minutes of forcing chains, and the
// worker runs one task a slice.
constexpr std::int64_t kGradeLimitMs = 120'000;

class Task {
public:
    explicit Task(std::string_view request);
    ~Task();
    Task(Task&&) noexcept;
    Task& operator=(Task&&) noexcept;
    // Works for about budget_us (one unit at least); true once the answer is ready.
    bool step(std::int64_t budget_us);
    bool done() const;
    double progress() const;  // 0..1, as far as the task can tell
    int trying() const;       // a hint: the technique being tried (its enum value); else -1
    const std::string& answer() const;  // once done()

private:
    std::string begin(std::string_view request);  // starts the work; an answer when there is none to do
    struct State;
    std::unique_ptr<State> s_;
};

// A request run to the end at once (the CLI's way, tests).
std::string answer(std::string_view request);

}  // namespace sudoku::engine
