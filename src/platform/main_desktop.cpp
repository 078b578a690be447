// The desktop front end: the web page's App in an SDL2 window with an OpenGL ES 3.0
// context. The App's host events (see app/host.h, and web/sudoku.js for the page's side)
// become files and SDL's clipboard: the game, the statistics and the preferences are saved
// under $XDG_CONFIG_HOME/sudoku (or ~/.config/sudoku) and restored at start. ImGui, input and
// drawing a frame are shared with the web (app_frame.h).
//
// Flags for scripts and tests: --frames N draws N frames and exits, --screenshot FILE
// writes the last one as a PPM, --command JSON sends one call of the page's API (the
// answer goes to stdout). Headless: SDL_VIDEODRIVER=offscreen (EGL, Mesa's llvmpipe).
#include <SDL.h>
#include <GLES3/gl3.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "app/app.h"
#include "core/text/json.h"
#include "app_frame.h"

namespace fs = std::filesystem;
namespace json = sudoku::json;

namespace {

constexpr const char* kName = "sudoku-desktop";
constexpr std::uintmax_t kMaxFileBytes = 16u << 20;  // a save is a few KB; more is not ours

const char* const kUsage =
    "usage: sudoku-desktop [options]\n"
    "  Plays Sudoku in a window (the web app's board, panel and solver view).\n"
    "  The game, statistics and settings are saved in $XDG_CONFIG_HOME/sudoku\n"
    "  (or ~/.config/sudoku) and restored at start.\n"
    "options:\n"
    "  --size WxH         window size in screen units (default 1000x700)\n"
    "  --command JSON     one call of the page's JavaScript API after the saved game is\n"
    "                     restored, e.g. '{\"cmd\":\"newGame\",\"level\":\"hard\"}'; the answer is\n"
    "                     printed on stdout (repeatable, run in order)\n"
    "  --frames N         draw N frames, then exit (for scripts and tests)\n"
    "  --screenshot FILE  with --frames (default 5): write the last frame as a PPM image\n"
    "  --help             this text\n"
    "Without a display, run with SDL_VIDEODRIVER=offscreen (EGL) and --frames.\n";

struct Options {
    int width = 1000, height = 700;
    int frames = 0;  // 0: run until the window is closed
    std::string screenshot;
    std::vector<std::string> commands;
};

[[noreturn]] void usage_error(const std::string& msg) {
    std::fprintf(stderr, "%s: %s\n%s", kName, msg.c_str(), kUsage);
    std::exit(2);
}

int parse_count(const std::string& flag, const char* text, int lo, int hi) {
    char* end = nullptr;
    errno = 0;
    long v = std::strtol(text, &end, 10);
    if (errno || end == text || *end || v < lo || v > hi)
        usage_error(flag + " expects a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not '" + text + "'");
    return int(v);
}

Options parse_args(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> const char* {
            if (i + 1 >= argc) usage_error(a + " needs a value");
            return argv[++i];
        };
        if (a == "--help" || a == "-h") {
            std::fputs(kUsage, stdout);
            std::exit(0);
        } else if (a == "--frames") {
            o.frames = parse_count(a, value(), 1, 1000000);
        } else if (a == "--screenshot") {
            o.screenshot = value();
        } else if (a == "--command") {
            o.commands.push_back(value());
        } else if (a == "--size") {
            const std::string v = value();
            const auto x = v.find('x');
            if (x == std::string::npos) usage_error("--size expects WxH, e.g. 1000x700, not '" + v + "'");
            o.width = parse_count(a, v.substr(0, x).c_str(), 200, 8192);
            o.height = parse_count(a, v.substr(x + 1).c_str(), 200, 8192);
        } else {
            usage_error("unknown option '" + a + "'");
        }
    }
    if (!o.screenshot.empty() && o.frames == 0) o.frames = 5;
    return o;
}

// A command for the App: {"cmd": name, key: text, ...}.
std::string command_text(const char* name, std::initializer_list<std::pair<const char*, std::string>> fields = {}) {
    json::Writer w;
    w.begin_object().field("cmd", name);
    for (const auto& [k, v] : fields) w.field(k, v);
    return w.end_object().str();
}

// The App's answer read back: empty when it says ok, else its error.
std::string answer_error(const std::string& answer) {
    const json::Parsed a = json::parse(answer);
    const json::Value* ok = a.value.find("ok");
    if (ok && ok->is_bool() && ok->boolean) return {};
    const json::Value* error = a.value.find("error");
    return error && error->is_string() ? error->string : "refused";
}

// ---- Files under the config folder ----

// $XDG_CONFIG_HOME/sudoku, else ~/.config/sudoku; empty when neither is known.
fs::path config_dir() {
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    if (xdg && *xdg && fs::path(xdg).is_absolute()) return fs::path(xdg) / "sudoku";
    const char* home = std::getenv("HOME");
    if (home && *home) return fs::path(home) / ".config" / "sudoku";
    return {};
}

// The file's text; nullopt when it does not exist. A file that cannot be read or is too
// large to be ours gives an error in `error`.
std::optional<std::string> read_file(const fs::path& p, std::string& error) {
    std::error_code ec;
    if (!fs::exists(p, ec)) return std::nullopt;
    const auto size = fs::file_size(p, ec);
    if (ec) {
        error = ec.message();
        return std::string();
    }
    if (size > kMaxFileBytes) {
        error = "it is " + std::to_string(size) + " bytes, far more than a saved game";
        return std::string();
    }
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    if (!in && !in.eof()) error = "it cannot be read";
    return s.str();
}

// Writes through a temporary file and a rename, so a crash never leaves half a save.
bool write_file(const fs::path& p, const std::string& text, std::string& error) {
    std::error_code ec;
    fs::create_directories(p.parent_path(), ec);
    if (ec) {
        error = "cannot create " + p.parent_path().string() + ": " + ec.message();
        return false;
    }
    fs::path tmp = p;
    tmp += ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) {
            error = "cannot write " + tmp.string() + ": " + std::strerror(errno);
            return false;
        }
    }
    fs::rename(tmp, p, ec);
    if (ec) {
        error = "cannot replace " + p.string() + ": " + ec.message();
        return false;
    }
    return true;
}

struct Storage {
    fs::path dir;
    bool warned = false;  // a write failure is reported once, not on every move

    fs::path save_path() const { return dir / "save.txt"; }
    fs::path prefs_path() const { return dir / "prefs.json"; }
    fs::path stats_path() const { return dir / "stats.txt"; }

    void write(const fs::path& p, const std::string& text) {
        if (dir.empty()) return;
        std::string err;
        if (!write_file(p, text, err) && !warned) {
            std::fprintf(stderr, "%s: the game cannot be saved: %s\n", kName, err.c_str());
            warned = true;
        }
    }
};

// A file that cannot be used is moved aside (kept for the player) and reported.
void set_aside(const fs::path& p, const char* what, const std::string& why, const char* instead) {
    fs::path bad = p;
    bad += ".bad";
    std::error_code ec;
    fs::rename(p, bad, ec);
    std::fprintf(stderr, "%s: %s in %s could not be used: %s. %s.%s\n", kName, what, p.string().c_str(), why.c_str(),
                 instead, ec ? "" : (" The file is kept as " + bad.string() + ".").c_str());
}

// Saves and statistics are ASCII text: a byte beyond it is named here, as the file has it
// (the JSON command would carry it as U+FFFD).
std::string not_ascii(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if (static_cast<unsigned char>(text[i]) >= 0x80) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "byte 0x%02X at position %zu is not text", unsigned(static_cast<unsigned char>(text[i])), i + 1);
            return buf;
        }
    return {};
}


// Preferences, statistics, then the saved game, as web/sudoku.js does with the page's
// storage.
void restore(sudoku::App& app, const Storage& st) {
    // The system's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG: "de_DE.UTF-8"), as a browser's.
    json::Writer langs;
    langs.begin_object().field("cmd", "lang").key("languages").begin_array();
    for (const char* var : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* v = std::getenv(var); v && *v) langs.value(std::string(v).substr(0, std::string(v).find_first_of(".:@")));
    app.command(langs.end_array().end_object().str());
    if (st.dir.empty()) {
        std::fprintf(stderr, "%s: neither XDG_CONFIG_HOME nor HOME is set: the game will not be saved\n", kName);
        return;
    }
    std::string err;
    if (auto text = read_file(st.prefs_path(), err)) {
        const json::Parsed j = err.empty() ? json::parse(*text) : json::Parsed{};
        if (!err.empty() || !j.ok || !j.value.is_object()) {
            set_aside(st.prefs_path(), "the settings",
                      !err.empty() ? err : !j.ok ? "it is not valid JSON" : "it is not a JSON object",
                      "The default settings are used");
        } else {
            json::Writer w;  // "theme": applies them without saving them back
            w.begin_object();
            for (const auto& [k, v] : j.value.members)
                if (k != "cmd") w.key(k).value(v);
            app.command(w.field("cmd", "theme").end_object().str());
        }
    }
    err.clear();
    if (auto text = read_file(st.stats_path(), err)) {
        if (err.empty()) err = not_ascii(*text);
        if (err.empty()) err = answer_error(app.command(command_text("stats", {{"load", *text}})));
        if (!err.empty()) set_aside(st.stats_path(), "the statistics", err, "They start again");
    }
    err.clear();
    if (auto text = read_file(st.save_path(), err)) {
        if (err.empty()) err = not_ascii(*text);
        if (err.empty()) err = answer_error(app.command(command_text("restore", {{"save", *text}})));
        if (!err.empty()) set_aside(st.save_path(), "the saved game", err, "A new game starts");
    }
}

// ---- The App's requests to its host ----

std::string clipboard_text() {
    if (!SDL_HasClipboardText()) return {};
    char* t = SDL_GetClipboardText();
    std::string s = t ? t : "";
    SDL_free(t);
    return s;
}

std::string today() {
    std::time_t now = std::time(nullptr);
    std::tm tm{};
    localtime_r(&now, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

void handle_host_event(sudoku::App& app, Storage& st, const sudoku::HostEvent& e) {
    const std::string& t = e.type;
    if (t == "save") {
        st.write(st.save_path(), e.payload);
    } else if (t == "prefs") {
        st.write(st.prefs_path(), e.payload);
    } else if (t == "stats") {
        st.write(st.stats_path(), e.payload);
    } else if (t == "copy" || t == "copy-link") {
        // A link is its fragment (#p=... or #seed=...&level=...): Import takes it back.
        if (SDL_SetClipboardText(e.payload.c_str()) != 0)
            std::fprintf(stderr, "%s: cannot copy to the clipboard: %s\n", kName, SDL_GetError());
    } else if (t == "ask-daily") {
        app.command(command_text("daily", {{"date", today()}}));
    } else if (t == "ask-import" || t == "ask-watch") {
        // No dialog here: the puzzle (or a link) comes from the clipboard.
        const std::string text = clipboard_text();
        if (text.empty()) {
            std::fprintf(stderr, "%s: copy a puzzle (81 cells) or a link to the clipboard first\n", kName);
            return;
        }
        json::Writer cmd;
        if (t == "ask-import") cmd.begin_object().field("cmd", "import").field("text", text).end_object();
        else cmd.begin_object().field("cmd", "watch").field("puzzle", text).field("play", true).end_object();
        if (const std::string err = answer_error(app.command(cmd.str())); !err.empty())
            std::fprintf(stderr, "%s: the clipboard's puzzle cannot be used: %s\n", kName, err.c_str());
    } else if (t == "download-svg") {
        std::string err;
        const fs::path p = fs::absolute("sudoku.svg");
        if (write_file(p, e.payload, err)) std::fprintf(stderr, "%s: the picture is saved as %s\n", kName, p.string().c_str());
        else std::fprintf(stderr, "%s: the picture cannot be saved: %s\n", kName, err.c_str());
    }
    // "first-frame", "state", "fragment": nothing to do outside a page.
}

// ---- Screenshot ----

bool write_ppm(SDL_Window* window, const std::string& path) {
    int w, h;
    SDL_GL_GetDrawableSize(window, &w, &h);
    std::vector<unsigned char> rgba(std::size_t(w) * h * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
    if (glGetError() != GL_NO_ERROR) {
        std::fprintf(stderr, "%s: cannot read the frame back (glReadPixels)\n", kName);
        return false;
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << "P6\n" << w << ' ' << h << "\n255\n";
    std::vector<char> row(std::size_t(w) * 3);
    for (int y = h - 1; y >= 0; --y) {  // GL's rows go bottom-up
        const unsigned char* src = &rgba[std::size_t(y) * w * 4];
        for (int x = 0; x < w; ++x)
            for (int c = 0; c < 3; ++c) row[std::size_t(x) * 3 + c] = char(src[x * 4 + c]);
        out.write(row.data(), std::streamsize(row.size()));
    }
    out.flush();
    if (!out) {
        std::fprintf(stderr, "%s: cannot write %s: %s\n", kName, path.c_str(), std::strerror(errno));
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    const Options opt = parse_args(argc, argv);
    sudoku::platform::set_input_hints();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "%s: SDL could not start: %s\n", kName, SDL_GetError());
        if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY"))
            std::fprintf(stderr, "%s: there is no display; without one, use SDL_VIDEODRIVER=offscreen with --frames\n", kName);
        return 1;
    }
    sudoku::platform::request_gles3_context();
    SDL_Window* window = SDL_CreateWindow("Sudoku", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, opt.width, opt.height,
                                          SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!window) {
        std::fprintf(stderr, "%s: could not create the window: %s\n", kName, SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_GLContext gl = SDL_GL_CreateContext(window);
    if (!gl) {
        std::fprintf(stderr, "%s: no OpenGL ES 3.0 context: %s\n", kName, SDL_GetError());
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    SDL_GL_MakeCurrent(window, gl);
    SDL_GL_SetSwapInterval(opt.frames ? 0 : 1);  // scripted runs need not wait for vsync
    sudoku::platform::init_imgui(window, gl);

    int status = 0;
    {
        sudoku::App app;
        Storage storage{config_dir()};
        restore(app, storage);
        for (const auto& c : opt.commands) std::printf("%s\n", app.command(c).c_str());
        std::fflush(stdout);

        int redraw = 3;  // frames still to draw after the last change
        int drawn = 0;
        bool running = true;
        Uint64 last = SDL_GetPerformanceCounter();
        while (running) {
            SDL_Event e;
            // Idle: sleep until input, waking twice a second for the clock.
            bool got = (redraw > 0 || opt.frames) ? SDL_PollEvent(&e) : SDL_WaitEventTimeout(&e, 500);
            for (; got; got = SDL_PollEvent(&e)) {
                if (e.type == SDL_QUIT) running = false;
                if (e.type == SDL_WINDOWEVENT) {  // the clock stops while the window is away, as in a hidden tab
                    const Uint8 w = e.window.event;
                    if (w == SDL_WINDOWEVENT_MINIMIZED || w == SDL_WINDOWEVENT_HIDDEN)
                        app.command(R"({"cmd":"visibility","visible":false})");
                    else if (w == SDL_WINDOWEVENT_RESTORED || w == SDL_WINDOWEVENT_SHOWN)
                        app.command(R"({"cmd":"visibility","visible":true})");
                }
                sudoku::platform::process_event(window, e);
                redraw = 3;
            }
            const Uint64 now = SDL_GetPerformanceCounter();
            const double dt = double(now - last) / double(SDL_GetPerformanceFrequency());
            last = now;
            if (app.tick(dt)) redraw = std::max(redraw, 1);
            for (const auto& h : app.take_host_events()) handle_host_event(app, storage, h);
            if (!running || (redraw <= 0 && !opt.frames)) continue;
            if (redraw > 0) --redraw;

            int ww, wh, fw, fh;
            SDL_GetWindowSize(window, &ww, &wh);
            SDL_GL_GetDrawableSize(window, &fw, &fh);
            sudoku::platform::draw_frame(window, app, ww > 0 ? float(fw) / float(ww) : 1.0f);
            if (opt.frames && ++drawn >= opt.frames) {
                if (!opt.screenshot.empty() && !write_ppm(window, opt.screenshot)) status = 1;
                running = false;
            }
            SDL_GL_SwapWindow(window);
        }
        // What the frames since the last move changed (the clock) is kept too.
        for (const auto& h : app.take_host_events()) handle_host_event(app, storage, h);
        const std::string answer = app.command(command_text("save"));
        const json::Parsed saved = json::parse(answer);
        if (const json::Value* save = saved.value.find("save"); answer_error(answer).empty() && save && save->is_string())
            storage.write(storage.save_path(), save->string);
    }
    sudoku::platform::shutdown_imgui();
    SDL_GL_DeleteContext(gl);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return status;
}
