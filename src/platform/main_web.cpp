// The web front end, the only place that touches Emscripten: window, GL context, main
// loop, following the canvas size and pixel ratio, and the JS entry point of the page's
// API. ImGui, input and drawing a frame are shared with the desktop (app_frame.h).
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/app.h"
#include "app_frame.h"
#include "platform/web/engine_link_web.h"

// Tells the page (web/sudoku.js) about fatal problems and readiness.
EM_JS(void, host_fatal, (const char* msg), {
    var text = UTF8ToString(msg);
    if (Module.sudokuHost && Module.sudokuHost.fatal) Module.sudokuHost.fatal(text);
    else console.error(text);
});
EM_JS(void, host_event, (const char* type, const char* payload), {
    if (Module.sudokuHost && Module.sudokuHost.event) Module.sudokuHost.event(UTF8ToString(type), UTF8ToString(payload));
});
EM_JS(void, host_ready, (), {
    if (Module.sudokuHost && Module.sudokuHost.ready) Module.sudokuHost.ready();
});

namespace {

struct Platform {
    SDL_Window* window = nullptr;
    SDL_GLContext gl = nullptr;
    sudoku::App app;
    int redraw = 3;      // frames still to draw after the last change
    int idle = 0;        // loop iterations without drawing
    bool slow = false;   // idle: the loop runs twice a second instead of every frame
    bool first_frame = true;
    double last_ms = 0;
};
Platform* g_platform = nullptr;

// Keeps the SDL window (CSS px) equal to the canvas's CSS size; SDL then sizes the
// backing store as CSS size x devicePixelRatio.
bool follow_canvas_size(SDL_Window* window) {
    double cw = 0, ch = 0;
    emscripten_get_element_css_size("#canvas", &cw, &ch);
    int w = int(std::lround(cw)), h = int(std::lround(ch));
    if (w < 1 || h < 1) return false;
    int ww, wh;
    SDL_GetWindowSize(window, &ww, &wh);
    if (w == ww && h == wh) return false;
    SDL_SetWindowSize(window, w, h);
    return true;
}

#ifdef SUDOKU_TEST_HOOKS
// Test builds only (never the site): {"cmd":"testTrap","when":"now"|"frame"} traps as a
// division by zero would, in the call or in the next frame, so the e2e tests can see
// what a player sees when the C++ side crashes.
volatile int g_zero = 0, g_hundred = 100;
volatile int g_sink = 0;
bool g_trap_in_frame = false;
void trap() { g_sink = g_hundred / g_zero; }
bool test_hook(const std::string& json) {
    if (json.find("\"testTrap\"") == std::string::npos) return false;
    if (json.find("\"frame\"") != std::string::npos) g_trap_in_frame = true;
    else trap();
    return true;
}
#endif

void frame(void* arg) {
    Platform& p = *static_cast<Platform*>(arg);
#ifdef SUDOKU_TEST_HOOKS
    if (g_trap_in_frame) trap();
#endif
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        sudoku::platform::process_event(p.window, e);
        p.redraw = 3;
    }
    if (follow_canvas_size(p.window)) p.redraw = 3;
    const double now = emscripten_get_now();
    const double dt = p.last_ms > 0 ? (now - p.last_ms) / 1000.0 : 0.0;
    p.last_ms = now;
    if (p.app.tick(dt)) p.redraw = std::max(p.redraw, 1);
    // Events are handed to the page here, outside any JS call into the module.
    for (const auto& e : p.app.take_host_events()) host_event(e.type.c_str(), e.payload.c_str());
    if (p.redraw <= 0) {
        // Idle: draw nothing, and after a moment poll only twice a second (the clock's
        // pace); input, resizes and API calls wake the loop (sudoku_wake).
        if (++p.idle > 30 && !p.slow) {
            emscripten_set_main_loop_timing(EM_TIMING_SETTIMEOUT, 500);
            p.slow = true;
        }
        return;
    }
    --p.redraw;
    p.idle = 0;
    if (p.slow) {
        emscripten_set_main_loop_timing(EM_TIMING_RAF, 1);
        p.slow = false;
    }

    // A frame that would draw the same pixels as the last is not drawn (the canvas keeps them).
    if (sudoku::platform::draw_frame(p.window, p.app, float(emscripten_get_device_pixel_ratio()), true))
        SDL_GL_SwapWindow(p.window);
    if (p.first_frame) {
        p.first_frame = false;
        host_event("first-frame", "");
    }
}

}  // namespace

// Called by the page on input, resizes and API calls: back to drawing every frame.
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_wake() {
    if (!g_platform) return;
    g_platform->redraw = std::max(g_platform->redraw, 2);
    g_platform->idle = 0;
    if (g_platform->slow) {
        emscripten_set_main_loop_timing(EM_TIMING_RAF, 1);
        g_platform->slow = false;
    }
}

// Called by the page when it ends this board for good (an embedded board that restarts
// after a lost WebGL context): stops the loop and shuts ImGui and SDL down, and SDL_Quit
// takes off every listener SDL put on the window, the document and the canvas. After a
// lost context (`gl_lost`) its GL objects are gone with it: ImGui's GL side is not asked
// to delete them (the instance and its memory are dropped anyway).
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_shutdown(int gl_lost) {
    if (!g_platform) return;
    Platform& p = *g_platform;
    g_platform = nullptr;
    emscripten_cancel_main_loop();
    if (!gl_lost) sudoku::platform::shutdown_imgui();
    SDL_GL_DeleteContext(p.gl);
    SDL_DestroyWindow(p.window);
    SDL_Quit();
}

extern "C" EMSCRIPTEN_KEEPALIVE const char* sudoku_command(const char* json) {
    static std::string answer;
    if (!g_platform) return R"({"ok":false,"error":"the app is not running"})";
#ifdef SUDOKU_TEST_HOOKS
    if (json && test_hook(json)) return sudoku_wake(), R"({"ok":true})";
#endif
    answer = g_platform->app.command(json ? json : "");
    // A read (the state, an export, the share link) changes nothing to draw: a page, the
    // mirror or a test that polls the state would otherwise keep the board drawing (~45 ms
    // of a software GPU a frame). Anything else wakes the loop for its frames.
    if (!g_platform->app.last_command_reads()) {
        sudoku_wake();
        g_platform->redraw = 3;
    }
    return answer.c_str();
}

int main(int argc, char** argv) {
    const bool embedded = argc > 1 && std::string(argv[1]) == "--embed";
    // Keys only while this board's canvas has focus: never steal the host page's keys.
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    sudoku::platform::set_input_hints();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        host_fatal((std::string("SDL could not start: ") + SDL_GetError()).c_str());
        return 1;
    }
    sudoku::platform::request_gles3_context();
    // Embedded in someone's page: the mouse wheel scrolls their page, not the board.
    if (embedded) SDL_EventState(SDL_MOUSEWHEEL, SDL_IGNORE);
    static Platform platform;
    platform.app.set_engine(std::make_unique<sudoku::WorkerLink>());  // long work in a Web Worker
    // No title: SDL would write it into document.title, the host page's (or the
    // translated one of index.html).
    platform.window = SDL_CreateWindow(nullptr, SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 800, 600,
                                       SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!platform.window) {
        host_fatal((std::string("Could not create the window: ") + SDL_GetError()).c_str());
        SDL_Quit();
        return 1;
    }
    platform.gl = SDL_GL_CreateContext(platform.window);
    if (!platform.gl) {
        host_fatal("WebGL2 is not available in this browser, so the board cannot be drawn.");
        SDL_DestroyWindow(platform.window);
        SDL_Quit();
        return 1;
    }
    SDL_GL_SetSwapInterval(1);
    sudoku::platform::init_imgui(platform.window, platform.gl);
    g_platform = &platform;
    follow_canvas_size(platform.window);
    emscripten_set_main_loop_arg(frame, &platform, 0, false);
    host_ready();
    return 0;
}
