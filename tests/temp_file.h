// A file in the system's temporary folder for one test, removed when it goes out of
// scope. Named per process and per use: other builds may run the same tests at once.
#pragma once
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>

struct TempFile {
    std::string name;  // the file name without the folder (ends with the name asked for)
    std::string path;

    // `text` is written at once; `name_end` ends the file name, for tests that print it.
    explicit TempFile(const std::string& text = {}, const std::string& name_end = "file")
        : name("sudoku_test_" + std::to_string(getpid()) + "_" + std::to_string(next_id()) + "_" + name_end),
          path(std::string(P_tmpdir) + "/" + name) {
        write(text);
    }
    ~TempFile() { std::remove(path.c_str()); }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    void write(const std::string& text) const { std::ofstream(path, std::ios::binary) << text; }

private:
    static int next_id() {
        static int n = 0;
        return n++;
    }
};
