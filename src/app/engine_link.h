// How the app hands long work (new games, hints that think, checking a typed-in puzzle) to
// the engine (src/engine/engine_task.h): a JSON request in, an id back, the JSON answer later.
// In process (the desktop, the tests, a page without workers) the work runs in slices on
// this thread; on the page it runs in a Web Worker (src/platform/web/engine_link_web.cpp),
// and the board keeps drawing at full rate meanwhile.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "engine/engine_task.h"

namespace sudoku {

class EngineLink {
public:
    virtual ~EngineLink() = default;
    virtual int request(const std::string& json) = 0;  // an id > 0
    // The answer once it is there (then the id is forgotten); in process, works on it for
    // about budget_us first.
    virtual std::optional<std::string> poll(int id, std::int64_t budget_us) = 0;
    // The answer now, however long it takes (a page call that asks to wait).
    virtual std::string wait(int id) = 0;
    virtual void cancel(int id) = 0;
    virtual double progress(int id) const = 0;  // 0..1
    virtual int trying(int id) const = 0;       // a hint: the technique being tried; else -1
    // The engine is still being fetched: the work waits for it (and then answers).
    virtual bool loading() const { return false; }
    // The work runs on another thread: this one may ask, then draw, and nothing more.
    virtual bool elsewhere() const { return false; }
    // Work may come soon (Hint pressed, the new-game sheet open): the engine starts loading.
    virtual void warm() {}
    // The engine's code is in this thread's program (the page's second part may still be on
    // its way: then work goes elsewhere, and answers wait for it).
    virtual bool here() const { return true; }
};

class InProcessLink : public EngineLink {
public:
    int request(const std::string& json) override;
    std::optional<std::string> poll(int id, std::int64_t budget_us) override;
    std::string wait(int id) override;
    void cancel(int id) override { tasks_.erase(id); }
    double progress(int id) const override;
    int trying(int id) const override;

private:
    std::map<int, engine::Task> tasks_;
    int next_ = 1;
};

}  // namespace sudoku
