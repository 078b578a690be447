#include "app/engine_link.h"

namespace sudoku {

int InProcessLink::request(const std::string& json) {
    const int id = next_++;
    tasks_.emplace(id, engine::Task(json));
    return id;
}

std::optional<std::string> InProcessLink::poll(int id, std::int64_t budget_us) {
    auto it = tasks_.find(id);
    if (it == tasks_.end()) return std::string(R"({"ok":false,"error":"no such request"})");
    if (!it->second.step(budget_us)) return std::nullopt;
    std::string a = it->second.answer();
    tasks_.erase(it);
    return a;
}

std::string InProcessLink::wait(int id) {
    std::optional<std::string> a;
    while (!(a = poll(id, 1'000'000))) {
    }
    return *a;
}

double InProcessLink::progress(int id) const {
    auto it = tasks_.find(id);
    return it == tasks_.end() ? 0.0 : it->second.progress();
}

int InProcessLink::trying(int id) const {
    auto it = tasks_.find(id);
    return it == tasks_.end() ? -1 : it->second.trying();
}

}  // namespace sudoku
