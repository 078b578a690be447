#include "engine/engine_task.h"

#include <chrono>
#include <optional>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "core/logic/grade_any.h"
#include "core/logic/grader.h"
#include "core/logic/grade_steps.h"
#include "core/solve/solver.h"
#include "core/text/json.h"
#include "core/text/text.h"
#include "engine/step_json.h"

namespace sudoku::engine {
namespace {

std::string failure(std::string_view why) {
    json::Writer w;
    w.begin_object().field("ok", false).field("error", why).end_object();
    return w.str();
}

// The puzzle of a check or grade request; an error when there is none.
std::string request_puzzle(const json::Value& request, PuzzleTextResult& p) {
    const json::Value* text = request.find("puzzle");
    if (!text || !text->is_string()) return "a check needs \"puzzle\"";
    p = parse_puzzle_text(text->string);
    return p.ok ? std::string() : p.error;
}

// A typed-in puzzle: how many solutions (up to 2) and the first; its grade, when unique and
// asked for ("grade", default true), follows in slices (GradeSteps). `head`: the answer
// without its closing brace.
std::string check_puzzle(const json::Value& request, std::optional<GradeSteps>& grade, std::string& head) {
    PuzzleTextResult p;
    if (std::string err = request_puzzle(request, p); !err.empty()) return failure(err);
    const json::Value* want = request.find("grade");
    const Geometry& g = *p.puzzle.geometry;
    Solutions solved = solve(g, p.puzzle.givens, 2);
    json::Writer w;
    w.begin_object().field("ok", true).field("count", solved.count);
    if (solved.count >= 1) w.field("solution", format_puzzle_json(PuzzleText{p.puzzle.geometry, solved.solution, {}, {}, -1}));
    if (solved.count == 1 && !(want && want->is_bool() && !want->boolean)) {
        grade.emplace(p.puzzle.geometry, p.puzzle.givens);
        head = w.str();
        return {};
    }
    w.end_object();
    return w.str();
}

}  // namespace

struct Task::State {
    std::optional<PuzzleJob> job;
    std::optional<StepSearch> search;
    std::optional<GradeSteps> grade;  // a check's or grade's level, a step at a time
    std::string head;                 // the answer so far (a check's count and solution)
    std::int64_t grade_us = 0;        // the grade's work so far
    std::int64_t grade_limit_us = kGradeLimitMs * 1000;
    std::string answer;
    bool done = false;
};

Task::Task(std::string_view request) : s_(std::make_unique<State>()) {
    s_->answer = begin(request);  // at once: an error, or a check's answer without a grade
    s_->done = !s_->answer.empty();
}

std::string Task::begin(std::string_view request) {
    json::Parsed in = json::parse(request);
    if (!in.ok || !in.value.is_object()) return failure("the request is not a JSON object: " + in.error);
    const json::Value& r = in.value;
    auto str = [&](std::string_view key) {
        const json::Value* v = r.find(key);
        return v && v->is_string() ? v->string : std::string();
    };
    if (std::string lang = str("lang"); !lang.empty() && lang != text::language()) text::set_language(lang);
    const std::string op = str("op");
    if (op == "generate") {
        auto kind = parse_variant_kind(str("variant").empty() ? "9x9" : str("variant"));
        auto level = parse_level(str("level").empty() ? "easy" : str("level"));
        if (!kind) return failure("unknown variant '" + str("variant") + "'");
        if (!level) return failure("unknown level '" + str("level") + "'");
        PuzzleOptions o;
        o.kind = *kind;
        o.level = *level;
        if (const json::Value* seed = r.find("seed"); seed && seed->is_unsigned()) o.seed = seed->magnitude;
        if (const json::Value* ng = r.find("noGivens"); ng && ng->is_bool()) o.no_givens = ng->boolean;
        s_->job.emplace(o);
        return {};
    }
    if (op == "hint") {
        CandidateGrid grid;
        if (std::string err = grid_from_json(r, grid); !err.empty()) return failure(err);
        s_->search.emplace(grid);
        return {};
    }
    if (op == "check") return check_puzzle(r, s_->grade, s_->head);
    if (op == "grade") {  // a puzzle known to have one solution (a check said so)
        PuzzleTextResult p;
        if (std::string err = request_puzzle(r, p); !err.empty()) return failure(err);
        s_->grade.emplace(p.puzzle.geometry, p.puzzle.givens);
        s_->head = "{\"ok\":true";
        if (const json::Value* ms = r.find("limitMs"); ms && ms->is_unsigned()) s_->grade_limit_us = std::int64_t(ms->magnitude) * 1000;
        return {};
    }
    return failure("unknown op '" + op + "' (generate, hint, check, grade)");
}

Task::~Task() = default;
Task::Task(Task&&) noexcept = default;
Task& Task::operator=(Task&&) noexcept = default;

bool Task::step(std::int64_t budget_us) {
    State& s = *s_;
    if (s.done) return true;
    if (s.job) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::microseconds(budget_us);
        while (!s.job->step() && std::chrono::steady_clock::now() < end) {
        }
        if (!s.job->done()) return false;
        const GeneratedPuzzle p = s.job->result();
        PuzzleText t{p.geometry, p.givens, p.solution, level_name(p.level), p.rating};
        json::Writer w;
        w.begin_object().field("ok", true).field("puzzle", format_puzzle_json(t)).end_object();
        s.answer = w.str();
        s.job.reset();
    } else if (s.search) {
        if (!s.search->step(budget_us)) return false;
        json::Writer w;
        w.begin_object().field("ok", true).key("step");
        if (s.search->result()) w.raw(step_json(*s.search->result()));
        else w.null();
        w.end_object();
        s.answer = w.str();
        s.search.reset();
    } else if (s.grade) {
        const auto start = std::chrono::steady_clock::now();
        const auto end = start + std::chrono::microseconds(budget_us);
        while (!s.grade->step() && std::chrono::steady_clock::now() < end) {
        }
        s.grade_us += std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
        const bool capped = !s.grade->done() && s.grade_us >= s.grade_limit_us;
        if (!s.grade->done() && !capped) return false;
        json::Writer w;  // the members after the head's
        w.begin_object().field("level", level_name(s.grade->reached())).field("steps", s.grade->steps());
        w.field("hardest", s.grade->hardest() ? technique_key(*s.grade->hardest()) : std::string());
        // Over the limit: the level so far, a lower bound, said as such.
        if (capped) w.field("capped", true).field("seconds", s.grade_us / 1'000'000);
        w.end_object();
        s.answer = s.head + "," + w.str().substr(1);
        s.grade.reset();
    }
    s.done = true;
    return true;
}

bool Task::done() const { return s_->done; }
double Task::progress() const {
    if (s_->done) return 1;
    if (s_->job) return s_->job->progress();
    if (s_->search) return double(s_->search->trying()) / double(kTechniques);
    if (s_->grade) return s_->grade->progress();
    return 0;
}
int Task::trying() const { return s_->search ? int(s_->search->trying()) : -1; }
const std::string& Task::answer() const { return s_->answer; }

std::string answer(std::string_view request) {
    Task t(request);
    while (!t.step(1'000'000)) {
    }
    return t.answer();
}

}  // namespace sudoku::engine
