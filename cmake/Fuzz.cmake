# libFuzzer harnesses (fuzz/fuzz_*.cpp), one executable each; scripts/fuzz.sh builds
# and runs them. Included from the top CMakeLists.txt only with -DSUDOKU_FUZZ=ON, before
# any target exists, so the core is instrumented for coverage and sanitizers as well.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "SUDOKU_FUZZ needs clang for libFuzzer: CC=clang-14 CXX=clang++-14")
endif()
set(SUDOKU_FUZZ_SAN -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
# Full debug information for long runs; the test stage asks for line tables only (faster).
set(SUDOKU_FUZZ_DEBUG -g CACHE STRING "Debug information flag of the fuzz build")
if(SUDOKU_SANITIZE)
  # The asan preset: its sanitizer flags are set already; one compile of the core serves
  # the doctest suite and the harnesses (the test command's short fuzz stage).
  add_compile_options(-fsanitize=fuzzer-no-link)
else()
  add_compile_options(-fsanitize=fuzzer-no-link ${SUDOKU_FUZZ_SAN} ${SUDOKU_FUZZ_DEBUG})
  add_link_options(${SUDOKU_FUZZ_SAN})
endif()

file(GLOB SUDOKU_FUZZ_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_*.cpp)
add_custom_target(fuzzers)
foreach(src ${SUDOKU_FUZZ_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  # sudoku_core is defined later in the top file; target names resolve at generation.
  target_link_libraries(${name} PRIVATE sudoku_core)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
  add_dependencies(fuzzers ${name})
endforeach()
