// The page's EngineLink: requests go to the engine's Web Worker (web/engine_client.js,
// one worker a page, shared by every board), answers come back between frames through
// sudoku_engine_event. Where workers are missing or the engine cannot load, the requests
// run here in process instead: they wait or go slower, they never fail.
#include <emscripten.h>

#include <map>

#include "platform/web/engine_link_web.h"

// Posts a request to the page's engine client, or queues it for the client (a negative
// ticket). 0: no worker can run here (the caller works in process).
EM_JS(int, engine_post, (int id, const char* json), {
    var g = globalThis;
    if (typeof Worker !== 'function' || (g.SudokuEngine && g.SudokuEngine.failed)) return 0;
    var text = UTF8ToString(json);
    var deliver = function (kind, answer, progress, trying) {
        if (ABORT) return;  // this board's program has crashed: nobody to tell
        var n = lengthBytesUTF8(answer) + 1, p = _malloc(n);
        stringToUTF8(answer, p, n);
        _sudoku_engine_event(id, kind, p, progress, trying);
        _free(p);
    };
    if (g.SudokuEngine) return g.SudokuEngine.request(text, deliver);
    // Not loaded yet: queued for the client, which takes the queue when it starts.
    var q = g.sudokuEngineQueue = g.sudokuEngineQueue || [];
    var ticket = -(g.sudokuEngineTickets = (g.sudokuEngineTickets || 0) + 1);  // the client keeps it
    q.push({ text: text, deliver: deliver, ticket: ticket });
    return ticket;
});
// Loads web/engine_client.js beside this module, once a page (the client starts the worker,
// which fetches the engine at once): at the first request, or when one may come (Hint
// pressed, the new-game sheet opened). Not on a timer after the first frame: most visits
// never need it, and a fetch under way when the page goes away fails (a reload, a link).
EM_JS(void, engine_warm, (), {
    var g = globalThis;
    if (g.SudokuEngine || g.sudokuEngineLoading || typeof Worker !== 'function') return;
    g.sudokuEngineLoading = true;
    var s = document.createElement('script');
    s.src = locateFile('engine_client.js');
    s.fetchPriority = 'low';
    s.onerror = function () {  // no client (offline before it was cached): in process
        g.SudokuEngine = { failed: true };
        (g.sudokuEngineQueue || []).splice(0).forEach(function (r) { r.deliver(2, "", 0, -1); });
    };
    document.head.appendChild(s);
});
EM_JS(void, engine_cancel, (int ticket), {
    var g = globalThis;
    if (g.SudokuEngine && g.SudokuEngine.cancel) g.SudokuEngine.cancel(ticket);
    if (g.sudokuEngineQueue) g.sudokuEngineQueue = g.sudokuEngineQueue.filter(function (r) { return r.ticket !== ticket; });
});
// 1 once the worker has loaded the engine, or when there will be none (the work runs here).
EM_JS(int, engine_ready, (), {
    var e = globalThis.SudokuEngine;
    if (typeof Worker !== 'function') return 1;
    return e && (e.ready || e.failed) ? 1 : 0;
});

// 1 once the program's second part (sudoku-app.deferred.wasm, web/sudoku.js) is joined, or
// when there is none to wait for (a whole program, or it failed: its functions then load it
// when called, synchronously).
EM_JS(int, engine_here, (), { return Module.sudokuRest === false ? 0 : 1; });

namespace sudoku {
namespace {
WorkerLink* g_link = nullptr;
}

WorkerLink::WorkerLink() { g_link = this; }
WorkerLink::~WorkerLink() {
    if (g_link == this) g_link = nullptr;
}

int WorkerLink::request(const std::string& json) {
    const int id = next_++;
    Pending& p = pending_[id];
    p.json = json;
    p.ticket = engine_post(id, json.c_str());
    // No worker: here, once the engine's code is (poll starts it then).
    if (!p.ticket) {
        if (engine_here()) p.local = local_.request(json);
        else p.failed = true;
    }
    if (p.ticket < 0) engine_warm();  // queued until the client runs
    return id;
}

std::optional<std::string> WorkerLink::poll(int id, std::int64_t budget_us) {
    auto it = pending_.find(id);
    if (it == pending_.end()) return std::string(R"({"ok":false,"error":"no such request"})");
    // Reading an answer needs the engine's code here (a step's sentences, a new game's grid).
    if (!engine_here()) return std::nullopt;
    Pending& p = it->second;
    if (p.failed && !p.local) p.local = local_.request(p.json);  // the worker failed: here
    std::optional<std::string> a;
    if (p.local) a = local_.poll(p.local, budget_us);
    else if (p.answered) a = std::move(p.answer);
    if (a) pending_.erase(it);
    return a;
}

std::string WorkerLink::wait(int id) {
    auto it = pending_.find(id);
    if (it == pending_.end()) return R"({"ok":false,"error":"no such request"})";
    if (it->second.answered) return poll(id, 0).value_or("");
    // A page call that waits cannot wait for a worker: the same work, here, now.
    if (it->second.ticket) engine_cancel(it->second.ticket);
    const std::string json = it->second.json;
    const int local = it->second.local;
    pending_.erase(it);
    if (local) return local_.wait(local);
    return engine::answer(json);
}

void WorkerLink::cancel(int id) {
    auto it = pending_.find(id);
    if (it == pending_.end()) return;
    if (it->second.ticket && !it->second.answered) engine_cancel(it->second.ticket);
    if (it->second.local) local_.cancel(it->second.local);
    pending_.erase(it);
}

double WorkerLink::progress(int id) const {
    auto it = pending_.find(id);
    if (it == pending_.end()) return 0;
    return it->second.local ? local_.progress(it->second.local) : it->second.progress;
}

int WorkerLink::trying(int id) const {
    auto it = pending_.find(id);
    if (it == pending_.end()) return -1;
    return it->second.local ? local_.trying(it->second.local) : it->second.trying;
}

bool WorkerLink::loading() const { return !engine_ready() || !engine_here(); }
bool WorkerLink::here() const { return engine_here(); }
void WorkerLink::warm() { engine_warm(); }

void WorkerLink::event(int id, int kind, const char* text, double progress, int trying) {
    auto it = pending_.find(id);
    if (it == pending_.end()) return;
    Pending& p = it->second;
    if (kind == 0) {
        p.answer = text;
        p.answered = true;
    } else if (kind == 1) {
        // Progress never goes back (a worker's estimate may).
        if (progress > p.progress) p.progress = progress;
        p.trying = trying;
    } else {
        p.failed = true;
    }
}

}  // namespace sudoku

extern "C" void sudoku_wake();



// An answer (kind 0), progress (1) or the worker's failure (2) for request `id`.
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_engine_event(int id, int kind, const char* text, double progress, int trying) {
    if (!sudoku::g_link) return;
    sudoku::g_link->event(id, kind, text ? text : "", progress, trying);
    // An answer or a failure is drawn at once; progress (every 25 ms) at App::tick's pace.
    if (kind != 1) sudoku_wake();
}
