# Test sources compiled together (CMake unity build, GROUP mode): one compile of doctest,
# the standard headers and the core's headers a group instead of one a file (measured:
# the 8 data tests 7.9 -> 3.3 CPU-s with gcc -O1). Files of one group share a translation
# unit, so their file-local names (namespace { ... }) must differ there: a clash is a
# compile error; move the file to another group, or leave it out. A file in no group (e.g.
# a new one) compiles alone, as before.
set(SUDOKU_TEST_UNITY_GROUPS
  "core/bad_input_test core/game_test core/killer_text_test core/search_any_geometry_test core/hint_drawing_test core/logic_geometries_test core/logic_forcing_test core/logic_patterns_test"
  "core/cli_logic_test core/game_tools_test core/logic_chains_more_test core/search_test core/constraints_test core/engine_variants_test core/constraint_puzzles_test core/engine_task_test"
  "core/cli_solve_test core/generator_bank_test core/generator_kinds_test core/killer_solver_test core/killer_techniques_test core/solver_test core/cli_hint_test core/cli_killer_test"
  "core/logic_path_test core/classic_test core/cli_trace_test core/puzzle_json_test core/cli_constraints_test core/game_variant_test core/generator_test core/hint_session_geometries_test"
  "core/layout_test core/logic_test core/board_svg_test core/cli_variant_test core/generator_rules_test core/text_test core/geometry_test core/grid_test"
  "core/json_test core/stats_test"
  "data/consistency_test data/killer_data_test data/killer_logic_data_test data/logic_data_test data/se_rating_test data/solver_data_test data/generator_bulk_test data/search_data_test")
set(_group 0)
foreach(group ${SUDOKU_TEST_UNITY_GROUPS})
  string(REPLACE " " ";" group "${group}")
  foreach(name ${group})
    if(EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/${name}.cpp")
      set_source_files_properties(${name}.cpp PROPERTIES UNITY_GROUP tests_${_group})
    endif()
  endforeach()
  math(EXPR _group "${_group} + 1")
endforeach()
# unity_tests(target): compiles the target's grouped sources together.
function(unity_tests target)
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
endfunction()
