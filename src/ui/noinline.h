#pragma once
// Keeps a function out of its only caller (issue 23). The link inlines every function with one
// caller, so the page's frame had become one 57 KB wasm function. V8 compiles a function on its
// first call, on the main thread, and its baseline compiler's time grows faster than the size:
// 12-40 ms in node for that one (the next largest, 18 KB, 1 ms). In pieces it compiles quickly,
// and screens the first frame does not draw stay out of the first part (docs/performance.md).
// The link's binaryen passes keep such functions too (-ocimfs, cmake/WebApp.cmake).
#define SUDOKU_NOINLINE __attribute__((noinline))
