#pragma once
// Keeps a function out of its only caller (issue 23). The link inlines every function with one
// caller, so the page's frame became one 57 KB wasm function; V8 compiles a function on its first
// call, and its baseline compiler's time grows faster than the size (that one took 33 ms of
// node's 430 ms for the whole first part, ~130 ms on a 4x slower phone). In pieces it is quick.
// The link's binaryen passes keep such functions too (-ocimfs, cmake/WebApp.cmake).
#define SUDOKU_NOINLINE __attribute__((noinline))
