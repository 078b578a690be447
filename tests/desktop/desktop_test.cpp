// Smoke tests of the desktop app (sudoku-desktop), run headless: SDL's offscreen video
// driver gives an OpenGL ES context through EGL (Mesa's llvmpipe), no X server needed.
// Each test runs the binary with its own XDG_CONFIG_HOME, reads the PPM it writes with
// --screenshot and checks the pixels where the view math (ui/layout.h) puts the board.
#include "doctest_main.h"
#include <nlohmann/json.hpp>


#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"
#include "ui/layout.h"

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr int kW = 900, kH = 700;  // the window every test asks for

struct Run {
    int status = -1;  // exit status, -1 when killed by a signal
    std::vector<std::string> out;  // stdout lines (answers to --command)
    std::string err;
};

// A fresh folder for one test: XDG_CONFIG_HOME and the screenshots.
fs::path scratch(const std::string& name) {
    fs::path d = fs::path(SUDOKU_DESKTOP_TMP) / name;
    fs::remove_all(d);
    fs::create_directories(d);
    return d;
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

Run run_desktop(const fs::path& dir, const std::string& args) {
    const fs::path err = dir / "stderr.txt";
    const std::string cmd = "SDL_VIDEODRIVER=offscreen XDG_CONFIG_HOME='" + dir.string() + "' '" SUDOKU_DESKTOP_BIN "' --size " +
                            std::to_string(kW) + "x" + std::to_string(kH) + " " + args + " 2>'" + err.string() + "'";
    const CliRun c = run_shell(cmd);
    return {c.status, lines_of(c.out), slurp(err)};
}

std::string quoted(const json& j) { return "'" + j.dump() + "'"; }

struct Image {
    int w = 0, h = 0;
    std::vector<unsigned char> rgb;
    const unsigned char* at(int x, int y) const { return &rgb[(std::size_t(y) * w + x) * 3]; }
    int luma(int x, int y) const {
        const unsigned char* p = at(x, y);
        return (299 * p[0] + 587 * p[1] + 114 * p[2]) / 1000;
    }
    bool is(int x, int y, unsigned rgb_hex, int tol = 3) const {
        const unsigned char* p = at(x, y);
        for (int c = 0; c < 3; ++c)
            if (std::abs(int(p[c]) - int((rgb_hex >> (16 - 8 * c)) & 255)) > tol) return false;
        return true;
    }
};

Image read_ppm(const fs::path& p) {
    Image img;
    std::ifstream in(p, std::ios::binary);
    std::string magic;
    int maxval = 0;
    in >> magic >> img.w >> img.h >> maxval;
    in.get();  // the one whitespace byte after the header
    REQUIRE(magic == "P6");
    REQUIRE(maxval == 255);
    REQUIRE(img.w > 0);
    REQUIRE(img.h > 0);
    img.rgb.resize(std::size_t(img.w) * img.h * 3);
    in.read(reinterpret_cast<char*>(img.rgb.data()), std::streamsize(img.rgb.size()));
    REQUIRE(in.gcount() == std::streamsize(img.rgb.size()));
    return img;
}

sudoku::ui::BoardGeometry board() { return sudoku::ui::board_geometry(sudoku::ui::layout_screen(kW, kH).board); }

// Pixels of digit strokes inside a cell, away from its grid lines: dark on the light
// theme's white board, bright on the dark theme's.
int ink(const Image& img, int cell, bool dark) {
    const sudoku::ui::Rect r = board().cell_rect(cell);
    int n = 0;
    for (int y = int(r.y + r.h * 0.15f); y < int(r.y + r.h * 0.85f); ++y)
        for (int x = int(r.x + r.w * 0.15f); x < int(r.x + r.w * 0.85f); ++x)
            if (dark ? img.luma(x, y) > 150 : img.luma(x, y) < 110) ++n;
    return n;
}

bool filled(char c) { return c >= '1' && c <= '9'; }

// The picture is the board of `grid` (81 chars, givens and entries) in the light or dark
// theme: the page colour outside it, the box lines (dark on light, light on dark) across
// it both ways, and digit strokes in exactly the cells that hold a digit.
void check_board(const Image& img, const std::string& grid, bool dark) {
    REQUIRE(img.w == kW);
    REQUIRE(img.h == kH);
    const auto g = board();
    REQUIRE(g.cell > 20);
    REQUIRE_FALSE(g.area.contains(2, 2));
    const unsigned page = dark ? 0x14171D : 0xF4F5F8, cell_bg = dark ? 0x1D222B : 0xFFFFFF;
    CHECK(img.is(2, 2, page));
    CHECK(img.is(2, kH - 3, page));
    // Box lines (the outline and every third line; line_thick is 0x344055 on light,
    // 0xAEB8C9 on dark), crossed in the middle of each row and column.
    for (int k = 0; k <= 3; ++k) {
        const float at = float(k * 3) * g.cell;
        for (int i = 0; i < 9; ++i) {
            const float mid = (float(i) + 0.5f) * g.cell;
            auto line = [&](bool vertical) {  // the pixel that stands out most across the line
                int lo = 255, hi = 0;
                for (int d = -2; d <= 2; ++d) {
                    const int x = vertical ? int(g.area.x + at) + d : int(g.area.x + mid);
                    const int y = vertical ? int(g.area.y + mid) : int(g.area.y + at) + d;
                    const int l = img.luma(std::min(x, kW - 1), std::min(y, kH - 1));
                    lo = std::min(lo, l);
                    hi = std::max(hi, l);
                }
                return dark ? hi > 150 : lo < 100;
            };
            INFO("box line " << k << " crossed at row/column " << i);
            CHECK(line(true));
            CHECK(line(false));
        }
    }
    for (int c = 0; c < 81; ++c) {
        INFO("cell " << c << " holds '" << grid[c] << "'");
        if (filled(grid[c])) CHECK(ink(img, c, dark) > 30);
        else CHECK(ink(img, c, dark) == 0);
    }
    // An empty cell's centre shows the board colour.
    for (int c = 0; c < 81; ++c) {
        if (filled(grid[c])) continue;
        const sudoku::ui::Rect r = g.cell_rect(c);
        CHECK(img.is(int(r.x + r.w / 2), int(r.y + r.h / 2), cell_bg));
        break;
    }
}

json answer(const Run& r, std::size_t i) {
    REQUIRE(r.out.size() > i);
    json j = json::parse(r.out[i], nullptr, false);
    REQUIRE(j.is_object());
    return j;
}

void no_gl_trouble(const Run& r) {
    CHECK(r.err.find("heat map unavailable") == std::string::npos);
    CHECK(r.err.find("failed to compile") == std::string::npos);
    CHECK(r.err.find("glReadPixels") == std::string::npos);
}

}  // namespace

TEST_CASE("desktop: draws the board headless and writes a screenshot") {
    const fs::path d = scratch("board");
    Run r = run_desktop(d, "--frames 5 --screenshot '" + (d / "shot.ppm").string() + "' --command '{\"cmd\":\"state\"}'");
    INFO("stderr: " << r.err);
    REQUIRE(r.status == 0);
    no_gl_trouble(r);
    const json state = answer(r, 0);
    const std::string grid = state["grid"];
    REQUIRE(grid.size() == 81);
    check_board(read_ppm(d / "shot.ppm"), grid, false);
    // Leaving saves the game where the next start finds it.
    CHECK(fs::exists(d / "sudoku" / "save.txt"));
}

TEST_CASE("desktop: the heat map's GL pass draws over the watched board") {
    const fs::path d = scratch("heat");
    auto shot = [&](bool heat) {
        const std::string file = (d / (heat ? "on.ppm" : "off.ppm")).string();
        Run r = run_desktop(d, "--frames 4 --screenshot '" + file + "' --command '{\"cmd\":\"watch\"}'" +
                                   " --command '{\"cmd\":\"watchControl\",\"action\":\"runToEnd\"}'" +
                                   " --command " + quoted({{"cmd", "heat"}, {"on", heat}}));
        INFO("stderr: " << r.err);
        REQUIRE(r.status == 0);
        no_gl_trouble(r);
        for (std::size_t i = 0; i < 3; ++i) CHECK(answer(r, i)["ok"] == true);
        return read_ppm(file);
    };
    const Image on = shot(true), off = shot(false);
    REQUIRE(on.w == off.w);
    REQUIRE(on.h == off.h);
    // Same search, same step: only the heat map differs, and it tints most of the board
    // (every cell the search visited, i.e. every blank one).
    int changed = 0, total = 0;
    const auto g = board();
    for (int y = int(g.area.y); y < int(g.area.y + g.area.h); ++y)
        for (int x = int(g.area.x); x < int(g.area.x + g.area.w); ++x, ++total)
            if (!on.is(x, y, (off.at(x, y)[0] << 16) | (off.at(x, y)[1] << 8) | off.at(x, y)[2], 8)) ++changed;
    INFO(changed << " of " << total << " board pixels changed");
    CHECK(changed > total / 4);
}

TEST_CASE("desktop: a corrupted save, statistics and settings give messages and a new game, exit 0") {
    const fs::path d = scratch("corrupt");
    fs::create_directories(d / "sudoku");
    std::ofstream(d / "sudoku" / "save.txt", std::ios::binary) << std::string("SDK1:\xff\xfe garbage\0\x01", 20);
    std::ofstream(d / "sudoku" / "prefs.json") << "{\"dark\": tru";
    std::ofstream(d / "sudoku" / "stats.txt") << "SDKSTATS1\neasy 1 5 0 0 0 0 0\n";  // more won than played
    Run r = run_desktop(d, "--frames 3 --screenshot '" + (d / "shot.ppm").string() + "' --command '{\"cmd\":\"state\"}'");
    INFO("stderr: " << r.err);
    REQUIRE(r.status == 0);
    CHECK(r.err.find("the saved game in " + (d / "sudoku" / "save.txt").string() +
                     " could not be used: byte 0xFF at position 6 is not text") != std::string::npos);
    CHECK(r.err.find("A new game starts") != std::string::npos);
    CHECK(r.err.find("the settings in " + (d / "sudoku" / "prefs.json").string() + " could not be used: it is not valid JSON") !=
          std::string::npos);
    CHECK(r.err.find("the statistics in " + (d / "sudoku" / "stats.txt").string() + " could not be used: line 2") !=
          std::string::npos);
    CHECK(fs::exists(d / "sudoku" / "save.txt.bad"));  // kept for the player
    CHECK(fs::exists(d / "sudoku" / "prefs.json.bad"));
    CHECK(fs::exists(d / "sudoku" / "stats.txt.bad"));
    CHECK(slurp(d / "sudoku" / "stats.txt") == "SDKSTATS1\n");  // started again
    const json state = answer(r, 0);
    const std::string grid = state["grid"];
    REQUIRE(grid.size() == 81);
    CHECK(state["canUndo"] == false);
    CHECK(state["dark"] == false);
    check_board(read_ppm(d / "shot.ppm"), grid, false);

    // Text that only looks like a save: the App's own reason is reported.
    std::ofstream(d / "sudoku" / "save.txt") << "SDK1:QUJDRA==\n";
    Run again = run_desktop(d, "--frames 1 --command '{\"cmd\":\"state\"}'");
    INFO("stderr: " << again.err);
    CHECK(again.status == 0);
    CHECK(again.err.find("save.txt could not be used: corrupt save") != std::string::npos);
    CHECK(answer(again, 0)["givens"] == grid);
}

TEST_CASE("desktop: the game, statistics and settings are saved and restored at the next start") {
    const fs::path d = scratch("restore");
    fs::create_directories(d / "sudoku");
    std::ofstream(d / "sudoku" / "stats.txt") << "SDKSTATS1\nmedium 1 1 1 1 1 123456 123456\n";
    Run first = run_desktop(d, "--frames 2 --command '{\"cmd\":\"state\"}'");
    INFO("stderr: " << first.err);
    REQUIRE(first.status == 0);
    const std::string givens = answer(first, 0)["givens"];
    const int blank = int(givens.find_first_of(".0"));
    REQUIRE(blank >= 0);
    Run play = run_desktop(d, "--frames 2 --command " + quoted({{"cmd", "select"}, {"cell", blank}}) +
                                  " --command '{\"cmd\":\"enter\",\"digit\":4}' --command '{\"cmd\":\"prefs\",\"dark\":true}'");
    REQUIRE(play.status == 0);
    CHECK(slurp(d / "sudoku" / "prefs.json").find("\"dark\":true") != std::string::npos);

    Run again = run_desktop(d, "--frames 3 --screenshot '" + (d / "shot.ppm").string() + "' --command '{\"cmd\":\"state\"}'");
    INFO("stderr: " << again.err);
    REQUIRE(again.status == 0);
    CHECK(again.err.empty());
    const json state = answer(again, 0);
    CHECK(state["givens"] == givens);
    CHECK(std::string(state["grid"])[blank] == '4');
    CHECK(state["canUndo"] == true);  // the undo history comes back too
    CHECK(state["dark"] == true);
    CHECK(state["stats"]["medium"]["won"] == 1);
    CHECK(state["stats"]["medium"]["bestMs"] == 123456);
    check_board(read_ppm(d / "shot.ppm"), state["grid"], true);

    Run clear = run_desktop(d, "--frames 1 --command '{\"cmd\":\"clearStats\"}'");
    REQUIRE(clear.status == 0);
    CHECK(slurp(d / "sudoku" / "stats.txt") == "SDKSTATS1\n");
}

TEST_CASE("desktop: usage errors exit 2 with a message, --help exits 0") {
    const fs::path d = scratch("usage");
    Run bad = run_desktop(d, "--no-such-flag");
    CHECK(bad.status == 2);
    CHECK(bad.err.find("unknown option '--no-such-flag'") != std::string::npos);
    Run frames = run_desktop(d, "--frames lots");
    CHECK(frames.status == 2);
    CHECK(frames.err.find("--frames expects a number") != std::string::npos);
    Run help = run_desktop(d, "--help");
    CHECK(help.status == 0);
    REQUIRE_FALSE(help.out.empty());
    CHECK(help.out[0].rfind("usage: sudoku-desktop", 0) == 0);
}

TEST_CASE("desktop: colours and savepoints survive a restart, and the paint is drawn") {
    const fs::path d = scratch("tools");
    Run r = run_desktop(d, "--frames 3 --command '{\"cmd\":\"newGame\",\"level\":\"easy\",\"seed\":3,\"wait\":true}'"
                           " --command '{\"cmd\":\"colour\",\"cell\":0,\"colour\":3}'"
                           " --command '{\"cmd\":\"savepoint\"}' --command '{\"cmd\":\"savepoint\"}'");
    INFO("stderr: " << r.err);
    REQUIRE(r.status == 0);
    for (std::size_t i = 0; i < 4; ++i) CHECK(answer(r, i)["ok"] == true);
    Run again = run_desktop(d, "--frames 3 --screenshot '" + (d / "shot.ppm").string() + "' --command '{\"cmd\":\"state\"}'");
    INFO("stderr: " << again.err);
    REQUIRE(again.status == 0);
    const json st = answer(again, 0);
    CHECK(st["colours"] == json::parse(R"([{"cell":0,"digit":0,"colour":3}])"));
    CHECK(st["savepoints"] == 2);
    // r1c1's corner, away from its digit: paint 3 (0x009E73) seen through over white.
    const Image img = read_ppm(d / "shot.ppm");
    const sudoku::ui::Rect c = board().cell_rect(0);
    CHECK(img.is(int(c.x + c.w * 0.1f), int(c.y + c.h * 0.5f), 0x87D1BD, 12));
}
