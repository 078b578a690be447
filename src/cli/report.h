// Pieces of the key=value reports of bench, bench-gen and check-consistency.
#pragma once
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

namespace sudoku::cli {

// "data/puzzles2_17_clue" -> "puzzles2_17_clue": reports name a puzzle set by its file.
inline std::string base_name(const std::string& path) {
    auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

inline double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Processor time besides wall time: on a shared machine it shows what the work costs
// when other work competes for the cores. Read from Linux's /proc/self/stat, which the
// WebAssembly build (NODERAWFS) reads for its node process too, so both builds are
// measured alike (node's compiler and GC threads included). -1 where there is none.
inline double process_cpu_seconds() {
    std::FILE* f = std::fopen("/proc/self/stat", "r");
    if (!f) return -1;
    char buf[1024];
    std::size_t n = std::fread(buf, 1, sizeof buf - 1, f);
    std::fclose(f);
    buf[n] = 0;
    const char* p = std::strrchr(buf, ')');  // the command name may hold spaces
    unsigned long utime = 0, stime = 0;
    // After the name: state and 10 more fields, then utime and stime (fields 14, 15).
    if (!p || std::sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2) return -1;
    return double(utime + stime) / 100.0;  // USER_HZ: /proc reports ticks of 1/100 s
}

}  // namespace sudoku::cli
