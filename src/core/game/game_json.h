// The game's parts of the page's state (docs/page_api.md, "state"): the grid, its marks,
// conflicts, colours, savepoints and options; the statistics. Written into the caller's open
// JSON object, each by the object it describes (the hint: HintSession::write_json).
#pragma once
#include <string>

#include "core/game/game.h"
#include "core/game/stats.h"
#include "core/text/json.h"

namespace sudoku {

// One character per cell: a digit, '.' for a blank.
std::string cells_text(const Cells& v);
// [cell, ...] of the cells in the set.
void write_cell_list(json::Writer& w, const CellSet& s);
// The geometry as the page reads it: size, boxes, regions, diagonals and cages.
void write_geometry(json::Writer& w, const Geometry& g);
// The members grid, givens, variant, geometry, size, checks, centreMarks, cornerMarks,
// level, seed, elapsedMs, mistakes, hintsUsed, paused, completed, lost, solved, canUndo,
// canRedo, history, remaining, conflicts, conflictCells, mistakeCells, colours, savepoints,
// savepointTimes and options.
void write_game_json(json::Writer& w, const Game& g);
// The members stats (per level of the classic) and variantStats (per variant and level).
void write_stats_json(json::Writer& w, const Stats& s);

}  // namespace sudoku
