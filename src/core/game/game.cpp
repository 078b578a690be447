// Game: history of boards (Tatham's midend style), mistakes, timer and queries.
#include "core/game/game.h"

#include "core/text/text.h"
#include "core/solve/solver.h"

#include <algorithm>

namespace sudoku {

namespace {

// Only the fields a kind uses, so a recorded move equals its decoded save.
Move normalized(const Move& m, bool clear_peers, std::uint64_t now_ms) {
    Move n;
    n.kind = m.kind;
    switch (m.kind) {
    case MoveKind::SetDigit: n.digit = m.digit; n.cells = m.cells; break;
    case MoveKind::Erase: n.cells = m.cells; break;
    case MoveKind::ToggleMark: n.marks = m.marks; n.digit = m.digit; n.cells = m.cells; break;
    case MoveKind::SetMarks: n.marks = m.marks; n.mask = m.mask; n.cells = m.cells; break;
    case MoveKind::AutoCandidates: n.marks = m.marks; break;
    case MoveKind::ApplyHint: n.placements = m.placements; n.eliminations = m.eliminations; break;
    case MoveKind::SetColour: n.digit = m.digit; n.colour = m.colour; n.cells = m.cells; break;
    case MoveKind::MarkSavepoint: n.time_ms = now_ms; break;
    default: break;
    }
    bool places = m.kind == MoveKind::SetDigit || m.kind == MoveKind::ApplyHint || m.kind == MoveKind::SolveSingles;
    n.clear_peers = places && clear_peers;
    return n;
}

}  // namespace

std::string validate_level_name(std::string_view level) {
    if (level.size() > kMaxLevelName)
        return "level name longer than " + std::to_string(kMaxLevelName) + " characters";
    for (char ch : level)
        if (ch < 32 || ch > 126) return "level name has a non-printable character";
    return {};
}

std::string Game::set_level(const std::string& level) {
    if (auto e = validate_level_name(level); !e.empty()) return e;
    info_.level = level;
    return {};
}

std::string Contradiction::message() const {
    const std::string name = "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
    if (kind == Kind::WrongEntry) return text::tr("hint.wrong_entry", {{"cell", name}});
    return text::tr(marks == MarkKind::Corner ? "hint.wrong_corner_marks" : "hint.wrong_centre_marks",
                    {{"cell", name}});
}

Game::Game() : geo_(Geometry::classic9()), history_(1) {}

std::string Game::create(Game& out, const Grid& puzzle, const Grid& solution, GameInfo info,
                         GameOptions options) {
    for (int c = 0; c < kCells; ++c)
        if (puzzle[c] > 9 || solution[c] > 9) return "cell " + cell_name(c) + " holds a value above 9";
    auto conflicts = find_conflicts(puzzle);
    if (!conflicts.empty()) return "conflict: " + describe(conflicts.front());
    if (!is_solution_of(solution, puzzle)) return "the solution does not fit the givens";
    if (auto e = validate_level_name(info.level); !e.empty()) return e;
    Game g;
    std::copy(puzzle.cells.begin(), puzzle.cells.end(), g.givens_.begin());
    std::copy(solution.cells.begin(), solution.cells.end(), g.solution_.begin());
    g.info_ = std::move(info);
    g.set_options(options);
    out = std::move(g);
    return {};
}

std::string Game::create(Game& out, GeometryPtr geometry, const Cells& puzzle, const Cells& solution, GameInfo info,
                         GameOptions options) {
    if (!geometry) return "no geometry";
    const Geometry& ge = *geometry;
    const int n = ge.cells();
    if (int(puzzle.size()) != n || int(solution.size()) != n)
        return "expected " + std::to_string(n) + " cells for " + ge.name();
    for (int c = 0; c < n; ++c) {
        if (puzzle[c] > ge.size() || solution[c] > ge.size())
            return "cell " + ge.cell_name(c) + " holds a value above " + std::to_string(ge.size());
        if (!solution[c]) return "the solution leaves " + ge.cell_name(c) + " blank";
        if (puzzle[c] && puzzle[c] != solution[c]) return "the solution does not fit the givens";
    }
    if (auto e = first_conflict(ge, puzzle); !e.empty()) return "conflict: " + e;
    if (auto e = first_conflict(ge, solution); !e.empty()) return "the solution breaks a rule: " + e;
    if (auto e = validate_level_name(info.level); !e.empty()) return e;
    Game g;
    g.geo_ = std::move(geometry);
    std::copy(puzzle.begin(), puzzle.end(), g.givens_.begin());
    std::copy(solution.begin(), solution.end(), g.solution_.begin());
    g.info_ = std::move(info);
    g.set_options(options);
    out = std::move(g);
    return {};
}

Grid Game::to_grid(const CellValues& v) {
    Grid g;
    std::copy(v.begin(), v.begin() + kCells, g.cells.begin());
    return g;
}

CellValues Game::all_values() const {
    CellValues v = board().entries;
    for (int c = 0; c < cell_count(); ++c)
        if (givens_[c]) v[c] = givens_[c];
    return v;
}

Cells Game::cell_values() const {
    CellValues v = all_values();
    return Cells(v.begin(), v.begin() + cell_count());
}

void Game::set_options(const GameOptions& o) {
    options_ = o;
    options_.mistake_limit = std::clamp(o.mistake_limit, 0, kMaxMistakeLimit);
}

Grid Game::values() const { return to_grid(all_values()); }

void Game::add_time(std::uint64_t ms) {
    if (running()) elapsed_ms_ += ms;
}

bool Game::completed() const {
    const CellValues& e = board().entries;
    for (int c = 0; c < cell_count(); ++c)
        if ((givens_[c] ? givens_[c] : e[c]) != solution_[c] || !solution_[c]) return false;
    return true;
}

MoveResult Game::apply(const Move& move) {
    MoveResult r;
    if (auto e = validate(move, *geo_); !e.empty()) {
        r.error = "invalid move: " + e;
        return r;
    }
    if (finished()) {
        r.error = text::tr(completed() ? "error.solved" : "error.lost");
        return r;
    }
    if (paused_) {
        r.error = text::tr("error.paused");
        return r;
    }
    if (move.kind == MoveKind::SolveSingles) {
        if (auto e = solve_singles_refusal(); !e.empty()) {
            r.error = e;
            return r;
        }
    }
    Move m = normalized(move, options_.auto_remove_marks, elapsed_ms_);
    const Board& before = board();
    Entry next;
    if (auto e = step(history_[pos_], *geo_, givens_, m, next); !e.empty()) {
        r.error = e;
        return r;
    }
    const Board& after = next.board;
    const bool savepoint_move = m.kind == MoveKind::MarkSavepoint || m.kind == MoveKind::BackToSavepoint;
    if (after == before && !savepoint_move) return r;

    // One mistake at most per move, counted now and never again on redo. Going back to a
    // savepoint restores entries made before, which were counted then.
    if (options_.mistake_mode != MistakeMode::Off && !savepoint_move) {
        for (int c = 0; c < cell_count() && !r.mistake; ++c) {
            int d = after.entries[c];
            if (!d || d == before.entries[c]) continue;
            if (options_.mistake_mode == MistakeMode::Solution) {
                r.mistake = d != solution_[c];
            } else {
                for (auto p : geo_->peers(c))
                    if ((givens_[p] ? givens_[p] : after.entries[p]) == d) r.mistake = true;
            }
        }
        if (r.mistake) ++mistakes_;
    }

    history_.resize(pos_ + 1);  // a new move cuts the redo branch
    history_.push_back(std::move(next));
    if (history_.size() > kMaxHistory + 1) history_.erase(history_.begin());
    pos_ = history_.size() - 1;
    r.changed = true;
    r.completed = completed();
    return r;
}

std::string Game::step(const Entry& from, const Geometry& g, const CellValues& givens, const Move& m, Entry& to) {
    to.move = m;
    to.savepoints = from.savepoints;
    if (m.kind == MoveKind::MarkSavepoint) {
        const int depth = from.savepoints ? from.savepoints->depth : 0;
        if (depth >= kMaxSavepoints) return "too many savepoints (" + std::to_string(kMaxSavepoints) + ")";
        to.board = from.board;
        to.savepoints = std::make_shared<const Savepoint>(Savepoint{from.board, m.time_ms, from.savepoints, depth + 1});
        return {};
    }
    if (m.kind == MoveKind::BackToSavepoint) {
        if (!from.savepoints) return "there is no savepoint to go back to";
        to.board = from.savepoints->board;
        to.savepoints = from.savepoints->below;
        return {};
    }
    to.board = next_board(from.board, g, givens, m);
    return {};
}

std::string Game::solve_singles_refusal() const {
    std::string wrong;
    int n = 0;
    for (int c = 0; c < cell_count(); ++c)
        if (check(c) == CellCheck::Wrong && ++n <= 3) wrong += (wrong.empty() ? "" : ", ") + geo_->cell_name(c);
    if (n)
        return "Solve singles builds only on right digits, and " + std::string(n == 1 ? "your " : "yours in ") + wrong +
               (n > 3 ? " and " + std::to_string(n - 3) + " more" : "") + (n == 1 ? " is" : " are") +
               " not the solution's: fix " + (n == 1 ? "it" : "them") + " first.";
    if ((classic() ? fill_singles(values()) : fill_singles(*geo_, cell_values())).empty())
        return "There is no single to fill here.";
    return {};
}

std::string Game::set_start_colours(const CellColours& cells, const CandidateColours& candidates) {
    if (history_.size() != 1) return "colours can be set only before the first move";
    for (int c = 0; c < kMaxCells; ++c) {
        const bool outside = c >= cell_count();
        if (cells[c] > kColours || (outside && cells[c]))
            return "colour " + std::to_string(cells[c]) + " in " + (outside ? "cell " + std::to_string(c) : geo_->cell_name(c)) + " out of range";
        for (int d = 1; d <= kMaxSize; ++d) {
            const int k = candidates[c][d - 1];
            if (k > kColours || (k && (outside || d > size())))
                return "colour " + std::to_string(k) + " in " + (outside ? "cell " + std::to_string(c) : geo_->cell_name(c)) + " out of range";
        }
    }
    history_[0].board.cell_colour = cells;
    history_[0].board.candidate_colour = candidates;
    return {};
}

bool Game::undo() {
    if (!can_undo()) return false;
    --pos_;
    return true;
}

bool Game::redo() {
    if (!can_redo()) return false;
    ++pos_;
    return true;
}

void Game::start_over() {
    history_.assign(1, Entry{});
    pos_ = 0;
    mistakes_ = hints_ = 0;
    elapsed_ms_ = 0;
    paused_ = false;
}

CellSet Game::conflict_cells() const {
    CellSet out;
    CellValues v = all_values();
    for (int c = 0; c < cell_count(); ++c) {
        if (!v[c]) continue;
        for (auto p : geo_->peers(c))
            if (v[p] == v[c]) out.set(c);
    }
    return out;
}

CellCheck Game::check(int cell) const {
    if (givens_[cell]) return CellCheck::Given;
    int d = board().entries[cell];
    if (!d) return CellCheck::Empty;
    return d == solution_[cell] ? CellCheck::Right : CellCheck::Wrong;
}

CellSet Game::wrong_cells() const {
    CellSet out;
    for (int c = 0; c < cell_count(); ++c)
        if (check(c) == CellCheck::Wrong) out.set(c);
    return out;
}

CellSet Game::mistake_cells() const {
    switch (options_.mistake_mode) {
    case MistakeMode::Rules: return conflict_cells();
    case MistakeMode::Solution: return wrong_cells();
    default: return {};
    }
}

std::array<int, kMaxSize + 1> Game::remaining() const {
    std::array<int, kMaxSize + 1> left{};
    for (int d = 1; d <= size(); ++d) left[d] = size();
    CellValues v = all_values();
    for (int c = 0; c < cell_count(); ++c)
        if (v[c] && left[v[c]] > 0) --left[v[c]];
    return left;
}

namespace {
// The digits no peer (house or cage) of a blank cell holds; 0 for a filled cell.
Mask game_peer_candidates(const Geometry& g, const CellValues& v, int cell) {
    if (v[cell]) return 0;
    Mask m = g.all_digits();
    for (int p : g.peers(cell))
        if (v[p]) m &= Mask(~bit(v[p]));
    return m;
}
}  // namespace

CellSet Game::cells_for_digit(int digit) const {
    CellSet out;
    if (digit < 1 || digit > size()) return out;
    CellValues v = all_values();
    for (int c = 0; c < cell_count(); ++c)
        if (game_peer_candidates(*geo_, v, c) & bit(digit)) out.set(c);
    return out;
}

Mask Game::candidates_shown(int cell) const {
    if (value(cell)) return 0;
    if (Mask m = marks(MarkKind::Centre, cell)) return m;
    if (Mask m = marks(MarkKind::Corner, cell)) return m;  // positional 3x3 notes (the default)
    return game_peer_candidates(*geo_, all_values(), cell);
}

std::vector<Contradiction> Game::contradictions() const {
    std::vector<Contradiction> out;
    for (int c = 0; c < cell_count(); ++c)
        if (check(c) == CellCheck::Wrong) out.push_back({Contradiction::Kind::WrongEntry, c, MarkKind::Centre, size()});
    for (int c = 0; c < cell_count(); ++c) {
        if (value(c) || !solution_[c]) continue;
        for (MarkKind k : {MarkKind::Corner, MarkKind::Centre}) {
            Mask m = marks(k, c);
            if (m && !(m & bit(solution_[c])))
                out.push_back({Contradiction::Kind::MarksExcludeSolution, c, k, size()});
        }
    }
    return out;
}

}  // namespace sudoku
