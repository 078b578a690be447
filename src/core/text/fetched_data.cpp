#include "core/text/fetched_data.h"

#include <atomic>
#include <mutex>

namespace sudoku::data {
namespace {
std::atomic<Fetch> g_fetch{nullptr};
std::mutex g_lock;  // one fetch at a time into a given text
}  // namespace

void set_fetch(Fetch fetch) { g_fetch.store(fetch); }

bool ensure(const char* name, unsigned char* data, unsigned size) {
    if (size < 2) return false;  // nothing embedded (an empty bank)
    std::lock_guard<std::mutex> hold(g_lock);
    if (data[0] != 0) return true;
    Fetch fetch = g_fetch.load();
    if (!fetch || !fetch(name, data, size - 1)) {
        data[0] = 0;  // a partial fill is never taken for the text
        return false;
    }
    return data[0] != 0;
}

}  // namespace sudoku::data
