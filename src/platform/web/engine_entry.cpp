// The engine's C interface for web/engine_worker.js: the tasks of src/engine/engine_task.h,
// a slice at a time, so the worker can post progress and hear a cancel between slices. Part
// of the site's program (the worker starts it without main), and alone of the engine-only
// build (cmake/WebApp.cmake, sudoku_engine_wasm: no ImGui, SDL or GL).
#include <emscripten.h>

#include <map>
#include <string>

#include "engine/engine_task.h"

namespace {
std::map<int, sudoku::engine::Task> g_tasks;
int g_next = 1;
}  // namespace

extern "C" {
EMSCRIPTEN_KEEPALIVE int engine_start(const char* request) {
    const int id = g_next++;
    g_tasks.emplace(id, sudoku::engine::Task(request ? request : ""));
    return id;
}
// 1 once the answer is ready.
EMSCRIPTEN_KEEPALIVE int engine_step(int id, int budget_us) {
    auto it = g_tasks.find(id);
    return it == g_tasks.end() || it->second.step(budget_us) ? 1 : 0;
}
EMSCRIPTEN_KEEPALIVE double engine_progress(int id) {
    auto it = g_tasks.find(id);
    return it == g_tasks.end() ? 1.0 : it->second.progress();
}
EMSCRIPTEN_KEEPALIVE int engine_trying(int id) {
    auto it = g_tasks.find(id);
    return it == g_tasks.end() ? -1 : it->second.trying();
}
EMSCRIPTEN_KEEPALIVE const char* engine_answer(int id) {
    static std::string answer;
    auto it = g_tasks.find(id);
    answer = it == g_tasks.end() ? R"({"ok":false,"error":"no such task"})" : it->second.answer();
    return answer.c_str();
}
EMSCRIPTEN_KEEPALIVE void engine_drop(int id) { g_tasks.erase(id); }
}
