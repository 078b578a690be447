// Human solving techniques over a candidate grid: each finder returns one Step that a
// player could take, with the pattern that justifies it and a sentence that explains it.
//
// How the game UI (and the grader) use it:
//   CandidateGrid s = CandidateGrid::from_grid(puzzle);   // or from_marks(entries, marks)
//   std::optional<Step> step = find_next_step(s);          // the easiest step available
//   if (step) apply_step(s, *step);                        // placements, then eliminations
// A hint shown in stages reads the same Step: houses.front() (where to look), then
// technique_name(step.technique), then cells/pattern (what to look at), then the effect.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/grid/geometry.h"
#include "core/grid/grid.h"

namespace sudoku {

// In the order the solver tries them (easiest first); the grader's levels are contiguous
// runs of this order (see grader.h and docs/levels.md). The killer cage techniques
// (CageSingle .. CageSplit) are the cage constraint kind's (core/constraints), found only
// where a geometry has cages; ConstraintParity .. QuadrupleDigits, RulePointing, NeighbourSet and NeighbourClash are the
// rules kind's (core/constraints/rule_kind.cpp), found only where a geometry has such rules.
enum class Technique : std::uint8_t {
    FullHouse, CageSingle, HiddenSingle, NakedSingle,
    ConstraintParity, ThermoRange, KropkiPair, XVPair, NeighbourRule, WhisperLine, PalindromeLine,
    ArrowSum, RenbanSpan, BetweenLine, LittleKillerSum, SandwichSum, QuadrupleDigits,
    CageCombination,
    Pointing, Claiming, RulePointing, CagePointing, InnieOutie, NakedPair, XWing, HiddenPair, VirtualCage,
    KillerSubset, CageConflict, CageSplit, NeighbourSet, NakedTriple, Swordfish, HiddenTriple,
    Skyscraper, TwoStringKite, TurbotFish, XYWing, EmptyRectangle, GroupedTurbotFish, NeighbourClash, XYZWing, UniqueRectangle, NakedQuad,
    Jellyfish, HiddenQuad, ThreeLinkXChain, WXYZWing, BugPlusOne,
    FourLinkXChain, VWXYZWing, NiceLoop, UVWXYZWing, XChain, SimpleColouring,
    WWing, XYChain, AIC, FinnedFish, GroupedAIC, Medusa3D, SueDeCoq, AlsXz, AlsXyWing,
    ContradictionChain, CellForcingChain, UnitForcingChain, DynamicForcingChain, NestedForcingChain,
    Trial,  // the last resort: a candidate whose placement leaves no solution (found by search)
};
constexpr int kTechniques = int(Technique::Trial) + 1;
constexpr Technique kHardestTechnique = Technique::Trial;

const char* technique_name(Technique t);  // "Hidden single", "X-Wing" (English, for tools)
std::string technique_title(Technique t);  // the name in the current language (text.h)
const char* technique_key(Technique t);   // "hidden-single", "x-wing": stable, for tools
double technique_rating(Technique t);     // base difficulty on SE's scale, 1.0 (full house) .. 9.0; trial 13.0
// Unique rectangles and BUG+1: sound only on a position with one solution (where there are
// several they may remove some of them); every other technique keeps every solution.
bool uses_uniqueness(Technique t);
// Sudoku Explainer's extra difficulty for a chain of `length` nodes: +0.1 each time the
// length passes 4, 6, 8, 12, 16, 24, 32, ... (a ceiling growing by 3/2 and 4/3 in turn).
double chain_length_bonus(int length);

struct Candidate {
    std::uint8_t cell = 0;   // 0..80 on the classic, up to 255 (16x16)
    std::uint8_t digit = 0;  // 1..9, up to 16
    bool operator==(const Candidate& o) const { return cell == o.cell && digit == o.digit; }
    bool operator!=(const Candidate& o) const { return !(*this == o); }
    bool operator<(const Candidate& o) const { return cell != o.cell ? cell < o.cell : digit < o.digit; }
};
std::string candidate_name(Candidate c);  // "7r5c4"

// What a candidate is in a drawn step: part of the pattern (on: the true side of a chain
// or colouring, off: the other side), placed, eliminated, a fish's fin, or a member of a
// grouped node or an almost locked set.
enum class Role : std::uint8_t { On, Off, Place, Elim, Fin, Group };
const char* role_name(Role r);  // "on", "off", "place", "elim", "fin", "group"

struct Mark {
    Candidate candidate;
    Role role = Role::On;
    std::uint8_t branch = 0;  // forcing chains: which branch (0 = the start or common result)
    bool operator==(const Mark& o) const { return candidate == o.candidate && role == o.role && branch == o.branch; }
};

// A link between two candidates: strong (one of the two is true) or weak (not both).
struct Link {
    Candidate from, to;
    bool strong = true;
    std::uint8_t branch = 0;
    bool operator==(const Link& o) const { return from == o.from && to == o.to && strong == o.strong && branch == o.branch; }
};

struct Step {
    Technique technique = Technique::FullHouse;
    std::string variant;                // "type 2", "finned", "sashimi", "cell", "unit": named in the title
    std::vector<int> houses;            // houses involved; the first is the one to look at
    std::vector<int> cages;             // killer cages involved (indices into Geometry::cages())
    std::vector<int> cells;             // cells forming the pattern, sorted
    // Candidates forming the pattern. Chains list their nodes in chain order, links
    // alternating strong (=), weak (-), strong, ..., starting and ending strong.
    std::vector<Candidate> pattern;
    std::vector<Candidate> pattern2;    // simple colouring: the second colour; else empty
    std::vector<Candidate> placements;  // digits this step places
    std::vector<Candidate> eliminations;  // candidates this step removes, sorted
    std::string explanation;            // one sentence for a player
    double rating = 0;                  // difficulty on Sudoku Explainer's scale (see grader.h)
    // Drawing: every candidate of the pattern with its role, and the links between them.
    // Filled by the finder, or by fill_drawing() from the fields above when it leaves them empty.
    std::vector<Mark> marks;
    std::vector<Link> links;
};

// Fills marks and links from pattern, pattern2, placements and eliminations where the
// finder left them empty (chains: pattern in chain order, links alternating strong/weak).
void fill_drawing(Step& step);

// "Unique rectangle (type 2)", "Finned X-Wing": the technique's name with its variant,
// in the current language.
std::string step_title(const Step& step);

namespace logic { class Topology; }

// The solving state: filled cells and the candidates of blank cells, on a geometry (the
// 9x9 classic unless made from one). Cells are numbered row by row; only the first
// cell_count() entries are used.
struct CandidateGrid {
    std::array<std::uint8_t, kMaxCells> grid{};  // 0 = blank, else the digit
    std::array<Mask, kMaxCells> cand{};          // candidates of blank cells; 0 for filled cells
    // Null for the 9x9 classic (its shared static topology, no reference counting on copies).
    std::shared_ptr<const logic::Topology> topo;

    // Candidates computed from the filled cells.
    static CandidateGrid from_grid(const Grid& g);
    // Candidates from a player's pencil marks (bit d-1 = mark d), kept only where the
    // rules allow them; a blank cell without marks gets its computed candidates. Wrong
    // marks make steps unsound: check entries and marks against the solution first.
    static CandidateGrid from_marks(const Grid& g, const std::array<Mask, kCells>& marks);
    // Any geometry: candidates from the filled cells (houses and cages), and with `marks`
    // (one mask per cell, or empty) narrowed by pencil marks as from_marks does.
    static CandidateGrid from_cells(const GeometryPtr& g, const std::vector<std::uint8_t>& cells,
                                    const std::vector<Mask>& marks = {});

    const logic::Topology& topology() const;
    const Geometry& geometry() const;
    bool is_classic9() const { return !topo; }
    int cell_count() const;
    int size() const;  // digits 1..size()
    Grid classic_grid() const;                 // the first 81 cells (the 9x9 classic)
    std::vector<std::uint8_t> cells() const;   // cell_count() digits

    void place(int cell, int digit);      // fills the cell and removes digit from peers
    void eliminate(int cell, int digit);  // removes one candidate
    bool solved() const;                  // no blank cell left
    bool broken() const;                  // a blank cell has no candidate left
    int candidate_count() const;
};

// Which techniques a search may use: all of them (hints), or only those Sukaku Explainer
// has (grading, so that ratings follow SE's: W-Wing, finned fish, grouped AIC, 3D Medusa,
// Sue de Coq, ALS-XZ, ALS-XY-Wing, UVWXYZ-Wing and the hidden unique rectangle are left out).
// NoUniqueness: all but unique rectangles and BUG+1, for positions that may have several
// solutions (a variant generator digging: solved by logic must then mean one solution).
enum class TechniqueSet : std::uint8_t { All, SudokuExplainer, NoUniqueness };
bool in_sudoku_explainer(Technique t);
// A technique of cages or of rules beyond houses: never on a classic grid.
bool variant_technique(Technique t);

// The easiest step available using techniques up to `hardest`, or nothing when none
// applies (the puzzle needs search, or the state is broken). `explain` = false skips
// building the sentence (the grader's fast path).
std::optional<Step> find_next_step(const CandidateGrid& s, Technique hardest = kHardestTechnique,
                                   bool explain = true, TechniqueSet set = TechniqueSet::All);

// The first instance of one technique, whether or not easier steps exist (practice
// modes, tests).
std::optional<Step> find_technique(const CandidateGrid& s, Technique t, bool explain = true);

// "Why is this wrong?": the shortest forcing chain from assuming `assumed` (a digit a
// player entered) to a contradiction, as a ContradictionChain step whose eliminations
// hold `assumed`; nothing when no contradiction is found within the engine's limits.
std::optional<Step> explain_contradiction(const CandidateGrid& s, Candidate assumed);

// The first step of the listed techniques, tried in the order given (no competition by
// rating): the nested forcing chains reason inside an assumption with a chosen set.
std::optional<Step> find_first_step(const CandidateGrid& s, const std::vector<Technique>& order, bool explain = false);

// The deepest level the nested forcing chains use, 1..kMaxNesting (per thread; default the
// most). Past it only the trial step is left: lowering it shows what nesting a puzzle needs.
constexpr int kMaxNesting = 4;
int max_nesting_level();
void set_max_nesting_level(int level);

// find_next_step a little at a time, for callers that must not block (the page's hint):
// the patterns and chains in one go (milliseconds), then the forcing chains one assumption
// per unit. step(budget_us) works for about that long and returns true when done.
class StepSearch {
public:
    explicit StepSearch(const CandidateGrid& s, Technique hardest = kHardestTechnique, bool explain = true);
    ~StepSearch();
    StepSearch(StepSearch&&) noexcept;
    StepSearch& operator=(StepSearch&&) noexcept;
    bool step(std::int64_t budget_us);
    bool done() const;
    const std::optional<Step>& result() const;  // when done: the step, or nothing
    Technique trying() const;                    // the technique being tried now

private:
    struct State;
    std::unique_ptr<State> state_;
};

// Places the step's placements, then removes its eliminations.
void apply_step(CandidateGrid& s, const Step& step);

// The one-sentence explanation of a step built by a finder (fills nothing in `step`).
std::string explain_step(const Step& step);

// One line for tools:
// "Hidden single [r5c4]: In box 5 the 7 can only go in r5c4. => r5c4=7" (r1c2<>5: eliminated).
std::string format_step(const Step& step);
// The same with the cell, digit and house names of the position's geometry ("r12c3<>B").
std::string format_step(const CandidateGrid& s, const Step& step);

}  // namespace sudoku
