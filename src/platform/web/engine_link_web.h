// The page's EngineLink (engine_link_web.cpp): the engine's Web Worker.
#pragma once
#include <map>
#include <string>

#include "app/engine_link.h"

namespace sudoku {

class WorkerLink : public EngineLink {
public:
    WorkerLink();
    ~WorkerLink() override;
    int request(const std::string& json) override;
    std::optional<std::string> poll(int id, std::int64_t budget_us) override;
    std::string wait(int id) override;
    void cancel(int id) override;
    double progress(int id) const override;
    int trying(int id) const override;
    bool loading() const override;
    bool elsewhere() const override { return true; }
    bool here() const override;
    void warm() override;
    void event(int id, int kind, const char* text, double progress, int trying);

private:
    struct Pending {
        std::string json;
        int ticket = 0;  // the client's id of the request (0: none, it runs here)
        int local = 0;   // its id in local_, when it runs here
        bool answered = false, failed = false;
        std::string answer;
        double progress = 0;
        int trying = -1;
    };
    std::map<int, Pending> pending_;
    InProcessLink local_;
    int next_ = 1;
};

}  // namespace sudoku
