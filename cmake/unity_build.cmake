# Build speed. A unity build: each target's files are compiled in batches, one translation
# unit per batch, so that a batch parses its headers and instantiates its templates
# (GoogleTest's, Qt's, the standard library's) once instead of once per file. From scratch on two
# cores this is most of the build's time (a test folder of eight files: 65 s one file at a time,
# 26 s as one batch). Batches of eight keep both cores busy and a change to one file recompiles
# seven others, not the whole target. The sanitizer and fuzzing builds compile file by file,
# which also checks that every file compiles alone (its own includes, no name it borrows from a
# neighbour in a batch).
option(MIZBAZI_UNITY_BUILD "Compile each target's files in batches" ON)
if(MIZBAZI_UNITY_BUILD AND NOT MIZBAZI_SANITIZE AND NOT MIZBAZI_FUZZ)
  set(CMAKE_UNITY_BUILD ON)
  set(CMAKE_UNITY_BUILD_BATCH_SIZE 8)
endif()

# GNU gold links the test programs about four times as fast as the default linker (ui_rivals_test:
# 0.3 s against 1.2 s), and some fifty programs are linked from scratch. Binutils has it.
find_program(MIZBAZI_LD_GOLD ld.gold)
if(MIZBAZI_LD_GOLD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND NOT MIZBAZI_SANITIZE)
  add_link_options(-fuse-ld=gold)
endif()
